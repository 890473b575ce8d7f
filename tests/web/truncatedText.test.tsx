import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TruncatedText } from '../../src/components/TruncatedText';

describe('truncation', () => {
  it('keeps a text of 5 characters or fewer whole by default, counting characters, not code units', () => {
    render(<TruncatedText text="Calç👕" />);
    expect(screen.getByText('Calç👕')).not.toHaveStyle({ textOverflow: 'ellipsis' });
  });

  it('cuts a long text with an ellipsis after about as many characters, the whole text on hover', async () => {
    render(<TruncatedText text="https://loja.example/p/camiseta-azul" max={10} />);
    const cut = screen.getByText('https://loja.example/p/camiseta-azul');
    // Drawn by CSS over the whole text: screen readers read it whole.
    expect(cut).toHaveStyle({ maxWidth: '11ch', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
    await userEvent.setup().hover(cut);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('https://loja.example/p/camiseta-azul');
    expect(cut).toHaveAccessibleDescription('https://loja.example/p/camiseta-azul');
  });

  it('can be reached with the keyboard, so the tooltip can show on focus', async () => {
    render(<TruncatedText text="Vestido longo de festa" />);
    await userEvent.setup().tab();
    expect(screen.getByText('Vestido longo de festa', { selector: 'span' })).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Vestido longo de festa');
  });

  it('links to the address when asked, the link named by the whole text and by no label of its own', () => {
    render(
      <TruncatedText
        text="https://loja.example/p/camiseta-azul"
        max={10}
        href="https://loja.example/p/camiseta-azul"
      />,
    );
    const link = screen.getByRole('link', { name: 'https://loja.example/p/camiseta-azul' });
    expect(link).not.toHaveAttribute('aria-label');
    expect(link).toHaveStyle({ maxWidth: '11ch', textOverflow: 'ellipsis' });
  });

  it('leaves a short text as it is, with no tooltip', async () => {
    render(<TruncatedText text="Saia" />);
    await userEvent.setup().hover(screen.getByText('Saia'));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
