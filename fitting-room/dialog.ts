import type { RecommendationAnswer } from '../contract/storefront';
import { h, shadowOf } from './dom';
import { DIALOG_CSS } from './styles';
import { fill, measureName, type FittingRoomLanguage, type FittingRoomTexts } from './texts';
import { fromMetric, parseTyped, toMetric, type Unit } from './units';
import { isLengthMeasure } from '../domain/measures';

export interface DialogOptions {
  language: FittingRoomLanguage;
  texts: FittingRoomTexts;
  /** The measures the product's size table asks, in its order. */
  measures: string[];
  /** The product's sizes, smallest first. */
  sizes: string[];
  /** Measures given before (metric) and the unit they were typed in. */
  initial: { unit: Unit; measures: Record<string, number> } | null;
  /** Asks the size engine; rejects when the call fails. */
  recommend: (metric: Record<string, number>, unit: Unit) => Promise<RecommendationAnswer>;
  onChosen: (size: string, recommendationId: number | null) => void;
  onClosed: () => void;
}

const MAX_VALUE = 1000;

/**
 * The fitting room: a modal dialog in a shadow root of its own (the page's CSS does not reach it), opened
 * at once. Labelled fields for each measure in cm/kg or in/lb, the recommended size with the fit of each
 * measure, and a size to choose. Focus stays inside (Tab wraps); Escape or Close ends it, and `onClosed`
 * puts the focus back on the button that opened it.
 */
export function openDialog(options: DialogOptions): { close: () => void } {
  const { texts, language } = options;
  const host = h('div', { 'data-provador-dialog': true });
  const root = shadowOf(host, DIALOG_CSS);
  let unit: Unit = options.initial?.unit ?? 'cm';

  const title = h('h2', { class: 'pv-title', id: 'pv-title' }, texts.title);
  const close = h('button', { class: 'pv-close', type: 'button' }, texts.close);
  const unitOption = (value: Unit, text: string) =>
    h(
      'label',
      { class: 'pv-option' },
      h('input', { type: 'radio', name: 'pv-unit', value, checked: value === unit }),
      h('span', {}, text),
    );
  const units = h(
    'fieldset',
    { class: 'pv-group' },
    h('legend', { class: 'pv-legend' }, texts.unit),
    h(
      'div',
      { class: 'pv-options' },
      unitOption('cm', `${texts.cm} / ${texts.kg}`),
      unitOption('in', `${texts.inches} / ${texts.lb}`),
    ),
  );
  const unitText = (measure: string) =>
    isLengthMeasure(measure) ? (unit === 'cm' ? texts.cm : texts.inches) : unit === 'cm' ? texts.kg : texts.lb;
  const fields = options.measures.map((measure) => {
    const id = `pv-m-${measure}`;
    const label = h('label', { class: 'pv-label', for: id });
    const input = h('input', {
      class: 'pv-input',
      id,
      name: measure,
      type: 'text',
      inputmode: 'decimal',
      autocomplete: 'off',
      required: true,
      'aria-describedby': `${id}-error`,
    });
    const error = h('span', { class: 'pv-error', id: `${id}-error` });
    const known = options.initial?.measures[measure];
    if (known !== undefined) input.value = String(fromMetric(measure, known, unit));
    const relabel = () => (label.textContent = `${measureName(language, measure)} (${unitText(measure)})`);
    relabel();
    return { measure, label, input, error, relabel };
  });
  const submit = h('button', { class: 'pv-primary', type: 'submit' }, texts.submit);
  const form = h(
    'form',
    { class: 'pv-form', novalidate: true },
    units,
    ...fields.map((f) => h('div', { class: 'pv-field' }, f.label, f.input, f.error)),
    submit,
  );
  // The answer is announced; the size choice that follows it is not part of the announcement.
  const result = h('div', { class: 'pv-result', role: 'status', 'aria-live': 'polite' });
  const choiceSlot = h('div', { class: 'pv-slot' });
  const dialog = h(
    'dialog',
    { class: 'pv-dialog', 'aria-labelledby': 'pv-title', 'aria-describedby': 'pv-intro', lang: languageTag(language) },
    h('div', { class: 'pv-head' }, title, close),
    h('p', { class: 'pv-intro', id: 'pv-intro' }, texts.intro),
    form,
    result,
    choiceSlot,
  );
  root.append(dialog);

  units.addEventListener('change', (event) => {
    const next = (event.target as HTMLInputElement).value as Unit;
    for (const f of fields) {
      const typed = parseTyped(f.input.value);
      if (Number.isFinite(typed)) f.input.value = String(fromMetric(f.measure, toMetric(f.measure, typed, unit), next));
    }
    unit = next;
    fields.forEach((f) => f.relabel());
  });

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const metric: Record<string, number> = {};
    let firstInvalid: HTMLInputElement | null = null;
    for (const f of fields) {
      const typed = parseTyped(f.input.value);
      const valid = typed > 0 && typed <= MAX_VALUE;
      f.input.setAttribute('aria-invalid', String(!valid));
      f.error.textContent = valid ? '' : texts.invalid;
      if (valid) metric[f.measure] = toMetric(f.measure, typed, unit);
      else firstInvalid ??= f.input;
    }
    if (firstInvalid) return firstInvalid.focus();
    submit.disabled = true;
    submit.textContent = texts.working;
    try {
      showAnswer(await options.recommend(metric, unit));
    } catch {
      result.replaceChildren(h('p', { class: 'pv-note' }, texts.failed));
      choiceSlot.replaceChildren();
    } finally {
      submit.disabled = false;
      submit.textContent = texts.submit;
    }
  });

  function showAnswer(answer: RecommendationAnswer) {
    const chosen = answer.recommendedSize ?? options.sizes[0];
    const sizeOption = (size: string) =>
      h(
        'label',
        { class: 'pv-option' },
        h('input', { type: 'radio', name: 'pv-size', value: size, checked: size === chosen }),
        h('span', {}, size),
      );
    const choose = h('button', { class: 'pv-primary', type: 'submit' }, texts.choose);
    const choice = h(
      'form',
      { class: 'pv-choice' },
      h(
        'fieldset',
        { class: 'pv-group' },
        h('legend', { class: 'pv-legend' }, texts.chooseLegend),
        h('div', { class: 'pv-options' }, ...options.sizes.map(sizeOption)),
      ),
      choose,
    );
    choice.addEventListener('submit', (event) => {
      event.preventDefault();
      const size = choice.querySelector<HTMLInputElement>('input[name="pv-size"]:checked')?.value;
      if (!size) return;
      options.onChosen(size, answer.recommendationId);
      end();
    });
    result.replaceChildren(
      h(
        'p',
        { class: 'pv-size' },
        answer.recommendedSize ? fill(texts.recommended, { size: answer.recommendedSize }) : texts.noRecommendation,
      ),
      h(
        'ul',
        { class: 'pv-fits' },
        ...answer.fits.map((f) => h('li', {}, `${measureName(language, f.measure)}: ${texts[f.fit]}`)),
      ),
    );
    choiceSlot.replaceChildren(...(options.sizes.length > 0 ? [choice] : []));
  }

  // Tab and Shift+Tab wrap inside the dialog; Escape closes it.
  const focusables = () =>
    Array.from(dialog.querySelectorAll<HTMLElement>('button:not([disabled]), input:not([disabled])')).filter(
      (e) => !(e instanceof HTMLInputElement && e.type === 'radio' && !e.checked),
    );
  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      end();
      return;
    }
    if (event.key !== 'Tab') return;
    const list = focusables();
    const first = list[0];
    const last = list[list.length - 1];
    const active = root.activeElement;
    if (event.shiftKey && (active === first || !dialog.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  });
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault();
    end();
  });
  close.addEventListener('click', () => end());

  let open = true;
  function end() {
    if (!open) return;
    open = false;
    if (dialog.open && typeof dialog.close === 'function') dialog.close();
    host.remove();
    options.onClosed();
  }

  document.body.append(host);
  if (typeof dialog.showModal === 'function') dialog.showModal();
  else dialog.setAttribute('open', '');
  (fields[0]?.input ?? close).focus();
  return { close: end };
}

const languageTag = (language: FittingRoomLanguage) => (language === 'pt' ? 'pt-BR' : language);
