/**
 * The search modal's stylesheets, imported with the modal's code on intent
 * (useModalOpening.ts, importModal): DocSearch's variables and modal, then ours, which
 * restate some of their rules and variables and so must come after them. plugins/lazyStyles/ keeps both out of the
 * stylesheet that every page loads before its first paint; webpack loads them
 * with this chunk, before the import resolves, so the modal never opens unstyled.
 */
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/modal.css';
import './modal.css';
