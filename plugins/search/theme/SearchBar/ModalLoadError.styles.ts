/**
 * The "Search could not load" dialog's styles (ModalLoadError.tsx): Infima's
 * colours, so both modes follow the site.
 *
 * Not in a .css file: Docusaurus would bundle it into the stylesheet every
 * page loads before its first paint, for a dialog that shows only when the
 * network fails, and it cannot come with a lazy chunk either (the dialog
 * appears exactly when chunks cannot be fetched). It ships in the script
 * instead, and React 19 puts it into <head> once when the dialog first
 * renders (<style href precedence>, deduplicated by href), before the dialog
 * is painted. Its rules do not depend on their order against styles.css.
 */
export const MODAL_LOAD_ERROR_CSS = `
.katachi-load-error-backdrop {
  position: fixed;
  inset: 0;
  z-index: calc(var(--ifm-z-index-fixed) + 1);
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: 12vh var(--ifm-spacing-horizontal) 0;
  background: rgba(0, 0, 0, 0.45);
}

.katachi-load-error {
  width: 100%;
  max-width: 28rem;
  padding: 1.25rem 1.5rem;
  border: 1px solid var(--ifm-color-emphasis-300);
  border-radius: var(--ifm-global-radius);
  background: var(--ifm-background-surface-color);
  box-shadow: var(--ifm-global-shadow-tl);
  color: var(--ifm-font-color-base);
}

.katachi-load-error__title {
  margin-bottom: 0.5rem;
  font-size: 1.25rem;
}

.katachi-load-error p {
  margin-bottom: 0.5rem;
}

/* webpack's message holds the chunk's URL: long, with no spaces. */
.katachi-load-error__message {
  color: var(--ifm-color-emphasis-800);
  font-family: var(--ifm-font-family-monospace);
  font-size: 0.85rem;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
}

.katachi-load-error__actions {
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.5rem;
  margin-top: 1rem;
}
`;
