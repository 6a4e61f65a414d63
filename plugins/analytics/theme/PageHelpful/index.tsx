/**
 * "Was this page helpful?" with Yes / No: one `page_helpful` analytics event
 * per answer, then a thank-you in place of the buttons. Nothing is stored:
 * the question shows again on the next visit.
 */
import React, {useEffect, useRef, useState} from 'react';
import {useLocation} from '@docusaurus/router';
import {emitAnalyticsEvent} from '../../shared/events';
import clsx from 'clsx';
import {NO_PRINT_CLASS} from '../../../shared/print';
import styles from './styles.module.css';

export default function PageHelpful(): React.JSX.Element {
  const {pathname} = useLocation();
  const [answered, setAnswered] = useState(false);
  const thanks = useRef<HTMLParagraphElement>(null);

  // A new page asks again (client-side navigation keeps this component).
  useEffect(() => setAnswered(false), [pathname]);

  const answer = (helpful: boolean) => {
    emitAnalyticsEvent({name: 'page_helpful', props: {helpful, path: pathname}});
    setAnswered(true);
  };
  // The buttons are gone: keep keyboard focus on what replaced them.
  useEffect(() => {
    if (answered) thanks.current?.focus();
  }, [answered]);

  return (
    <section className={clsx(styles.helpful, NO_PRINT_CLASS)} aria-label="Page feedback">
      {!answered && (
        <div role="group" aria-labelledby="page-helpful-question" className={styles.row}>
          <p id="page-helpful-question" className={styles.question}>
            Was this page helpful?
          </p>
          <button type="button" className="button button--outline button--primary button--sm" onClick={() => answer(true)}>
            Yes
          </button>
          <button type="button" className="button button--outline button--primary button--sm" onClick={() => answer(false)}>
            No
          </button>
        </div>
      )}
      <p role="status" ref={thanks} tabIndex={-1} className={answered ? styles.thanks : styles.hidden}>
        {answered ? 'Thank you for your feedback!' : ''}
      </p>
    </section>
  );
}
