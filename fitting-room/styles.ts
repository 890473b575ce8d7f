// Pixels only (a page may change the root font size) and every inherited property set: the page's own
// CSS reaches the shadow tree only through what its host passes down, and `all: initial` stops that.
const BASE = `all: initial; box-sizing: border-box; font-family: system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif;
  font-size: 16px; line-height: 1.4; color: #1d1d1f; letter-spacing: normal; text-align: left;`;
const FOCUS = 'outline: 3px solid #1565c0; outline-offset: 2px;';

export const BUTTON_CSS = `
.pv-open { ${BASE} display: inline-block; margin: 8px 0; padding: 10px 16px; border: 2px solid #1d1d1f; border-radius: 6px;
  background: #fff; font-weight: 600; cursor: pointer; }
.pv-open:hover { background: #f2f2f2; }
.pv-open:focus-visible { ${FOCUS} }
`;

export const DIALOG_CSS = `
.pv-dialog { ${BASE} position: fixed; inset: 0; margin: auto; width: min(440px, calc(100vw - 24px));
  height: fit-content; max-height: calc(100vh - 24px); overflow: auto; padding: 20px; border: 0; border-radius: 10px;
  background: #fff; box-shadow: 0 10px 40px rgba(0,0,0,.35); z-index: 2147483647; }
.pv-dialog:not([open]) { display: none; }
.pv-dialog[open] { display: block; }
.pv-dialog::backdrop { background: rgba(0,0,0,.5); }
.pv-dialog * { ${BASE} }
.pv-head { display: flex; align-items: center; justify-content: space-between; gap: 12px; }
.pv-title { display: block; font-size: 20px; font-weight: 700; }
.pv-intro, .pv-note { display: block; margin: 8px 0 12px; color: #424245; }
.pv-close { display: inline-block; padding: 4px 10px; border: 1px solid #86868b; border-radius: 6px; background: #fff;
  font-size: 14px; cursor: pointer; }
.pv-form, .pv-choice, .pv-field, .pv-result, .pv-slot { display: block; }
.pv-group { display: block; margin: 0 0 12px; padding: 0; border: 0; }
.pv-legend { display: block; margin-bottom: 4px; font-weight: 600; }
.pv-options { display: flex; flex-wrap: wrap; gap: 8px; }
.pv-option { display: inline-flex; align-items: center; gap: 6px; padding: 6px 10px; border: 1px solid #86868b;
  border-radius: 6px; cursor: pointer; }
.pv-option input { appearance: auto; -webkit-appearance: radio; display: inline-block; width: 16px; height: 16px; margin: 0; }
.pv-field { margin-bottom: 12px; }
.pv-label { display: block; margin-bottom: 4px; font-weight: 600; }
.pv-input { display: block; width: 100%; padding: 8px 10px; border: 1px solid #86868b; border-radius: 6px; background: #fff; }
.pv-input[aria-invalid="true"] { border-color: #b00020; }
.pv-error { display: block; min-height: 0; color: #b00020; font-size: 14px; }
.pv-primary { display: inline-block; margin-top: 4px; padding: 10px 16px; border: 0; border-radius: 6px; background: #1d1d1f;
  color: #fff; font-weight: 600; cursor: pointer; }
.pv-primary[disabled] { background: #6e6e73; cursor: wait; }
.pv-result { margin-top: 16px; }
.pv-size { display: block; font-size: 18px; font-weight: 700; margin-bottom: 6px; }
.pv-fits { display: block; margin: 0 0 12px; padding: 0; list-style: none; }
.pv-fits li { display: list-item; list-style: none; }
.pv-close:focus-visible, .pv-primary:focus-visible, .pv-input:focus-visible, .pv-option input:focus-visible { ${FOCUS} }
.pv-option:focus-within { ${FOCUS} }
`;
