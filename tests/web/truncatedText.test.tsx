import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { truncateText } from '../../src/components/truncate';
import { TruncatedText } from '../../src/components/TruncatedText';

describe('truncation', () => {
  it('keeps 5 characters and an ellipsis by default, or as many as asked; a short text stays whole', () => {
    expect(truncateText('Camiseta')).toBe('Camis…');
    expect(truncateText('Saias')).toBe('Saias');
    expect(truncateText('https://loja.example/feed.xml', 12)).toBe('https://loja…');
    // By characters, never halving an accent or an emoji.
    expect(truncateText('Calção👕 azul', 7)).toBe('Calção👕…');
  });

  it('shows the start and an ellipsis, the whole text on hover, and reads the whole text to screen readers', async () => {
    render(<TruncatedText text="https://loja.example/p/camiseta-azul" max={10} />);
    const cut = screen.getByText((_, element) => element?.getAttribute('tabindex') === '0');
    // The ellipsis is for the eyes only; the rest of the text is out of sight but read.
    expect(cut.firstChild).toHaveProperty('textContent', 'https://lo');
    expect(cut.querySelector('[aria-hidden="true"]')).toHaveTextContent('…');
    expect(cut.textContent!.replace('…', '')).toBe('https://loja.example/p/camiseta-azul');
    await userEvent.setup().hover(cut);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('https://loja.example/p/camiseta-azul');
    expect(cut).toHaveAccessibleDescription('https://loja.example/p/camiseta-azul');
  });

  it('can be reached with the keyboard, so the tooltip can show on focus', async () => {
    render(<TruncatedText text="Vestido longo de festa" />);
    await userEvent.setup().tab();
    const focused = document.activeElement as HTMLElement;
    expect(focused.firstChild).toHaveProperty('textContent', 'Vesti');
    expect(focused.textContent!.replace('…', '')).toBe('Vestido longo de festa');
  });

  it('links to the address when asked, the link named by the whole text', () => {
    render(
      <TruncatedText
        text="https://loja.example/p/camiseta-azul"
        max={10}
        href="https://loja.example/p/camiseta-azul"
      />,
    );
    // Named by its whole text, which begins with what is seen (label in name).
    const link = screen.getByRole('link', { name: 'https://loja.example/p/camiseta-azul' });
    expect(link.firstChild).toHaveProperty('textContent', 'https://lo');
    expect(link).not.toHaveAttribute('aria-label');
  });

  it('leaves a short text as it is, with no tooltip', async () => {
    render(<TruncatedText text="Saia" />);
    await userEvent.setup().hover(screen.getByText('Saia'));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
