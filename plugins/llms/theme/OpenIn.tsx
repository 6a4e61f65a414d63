/**
 * "Open in ChatGPT / Claude": a disclosure button beside "Copy page" that
 * shows one link per assistant, each starting a conversation about this page
 * (its published Markdown URL in the prompt). A disclosure of links rather
 * than an ARIA menu: Tab reaches each link, Escape closes it and returns focus
 * to the button, and it closes when focus or a click leaves it, and once a link
 * is chosen (WebKit moves no focus to a clicked link, so blur alone left it open).
 */
import {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import {ASSISTANTS, LLMS_PLUGIN_NAME, openInUrl, type LlmsGlobalData} from '../shared/assistants';
import styles from './CopyPage.module.css';

export default function OpenIn({markdownUrl}: {markdownUrl: string}): ReactNode {
  const {openIn} = usePluginData(LLMS_PLUGIN_NAME) as LlmsGlobalData;
  const {siteConfig} = useDocusaurusContext();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return undefined;
    const closeOutside = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('mousedown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('mousedown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  if (openIn.length === 0) return null;
  // The published address: an assistant cannot read a page on the reader's own machine.
  const absoluteMarkdownUrl = new URL(markdownUrl, siteConfig.url).href;

  return (
    <div
      ref={root}
      className={styles.openIn}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}>
      <button ref={button} type="button" className={styles.control} aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
        <AssistantIcon />
        Open in…
      </button>
      <ul id={listId} className={styles.openInList} hidden={!open}>
        {openIn.map((assistant) => (
          <li key={assistant}>
            <a
              className={styles.openInLink}
              href={openInUrl(assistant, absoluteMarkdownUrl)}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => {
                setOpen(false);
                button.current?.focus();
              }}>
              Open in {ASSISTANTS[assistant].label}
              <span className={styles.visuallyHidden}> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function AssistantIcon(): ReactNode {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
    </svg>
  );
}
