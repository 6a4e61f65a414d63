/**
 * The search modal's stylesheets, imported with the modal's code on intent
 * (index.tsx, importModal): DocSearch's, then ours, which restate some of its
 * rules and so must come after it. lazyStyles/ keeps both out of the
 * stylesheet that every page loads before its first paint; webpack loads them
 * with this chunk, before the import resolves, so the modal never opens unstyled.
 */
import '@docsearch/css/dist/modal.css';
import './modal.css';
