import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

type Feature = {
  title: string;
  description: ReactNode;
};

const features: Feature[] = [
  {
    title: 'Shapes are plain Ruby',
    description: (
      <>
        A shape is just a Ruby object: a class, a range, a regexp, a lambda or a literal value. Katachi checks them with <code>===</code>, so there is
        no new vocabulary to learn.
      </>
    ),
  },
  {
    title: 'Hashes are strict by default',
    description: (
      <>
        Each key you name must be present and unnamed keys are rejected. Loosen a shape on purpose with <code>:$undefined</code> for optional keys or
        a general key such as <code>Symbol =&gt; Integer</code>.
      </>
    ),
  },
  {
    title: 'Diagnostics you can read',
    description: (
      <>Every comparison returns a result with a code for each step. Print it to see a tree showing which element or key failed, and why.</>
    ),
  },
];

export default function HomepageFeatures(): ReactNode {
  return (
    <section className={styles.features} aria-label="Highlights">
      <div className="container">
        <div className={styles.grid}>
          {features.map(({title, description}) => (
            <article key={title} className={styles.card}>
              <Heading as="h2" className={styles.cardTitle}>
                {title}
              </Heading>
              <p className={styles.cardText}>{description}</p>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
