import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import HomepageFeatures from '@site/src/components/HomepageFeatures';
import RunnableExample from '@site/plugins/examples/theme/RunnableExample';

import styles from './index.module.css';

// Checked against katachi 0.0.2.0 by tools/ruby-examples (it reads consts whose
// names end in `RubyExample`): keep the `# =>` comments exactly what the gem returns.
const homeRubyExample = `require "katachi"

user_shape = {
  name: String,
  age: 18..,
  nickname: Kt.any_of(String, nil),
}

result = Kt.compare(
  value: { name: "Ada", age: 36, nickname: nil },
  shape: user_shape,
)
result.code   # => :hash_is_match
result.match? # => true

# nickname is missing, and every key is required:
result = Kt.compare(
  value: { name: "Ada", age: 36 },
  shape: user_shape,
)
result.code   # => :hash_is_mismatch
result.match? # => false
`;

function HomepageHeader(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <header className={clsx('hero', styles.hero)}>
      <div className={clsx('container', styles.heroInner)}>
        <div className={styles.heroText}>
          <Heading as="h1" className="hero__title">
            {siteConfig.title}
          </Heading>
          <p className={clsx('hero__subtitle', styles.tagline)}>{siteConfig.tagline}</p>
          <div className={styles.buttons}>
            <Link className="button button--primary button--lg" to="/docs/GettingStarted">
              Get Started
            </Link>
            <Link className="button button--secondary button--outline button--lg" to="/docs/WhatIsKatachi">
              What is Katachi?
            </Link>
          </div>
        </div>
        <div className={styles.heroCode}>
          {/* A Run button when the site is built with the gem (plugins/examples/); otherwise just the code. */}
          <RunnableExample code={homeRubyExample} name="example 1: user_shape.rb">
            <CodeBlock language="ruby" title="user_shape.rb">
              {homeRubyExample}
            </CodeBlock>
          </RunnableExample>
        </div>
      </div>
    </header>
  );
}

export default function Home(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  // No `title` on Layout: the home page names the site first, then says what it is.
  const documentTitle = `${siteConfig.title} | ${siteConfig.tagline}`;
  return (
    <Layout description={siteConfig.tagline}>
      <Head>
        <title>{documentTitle}</title>
        <meta property="og:title" content={documentTitle} />
      </Head>
      <HomepageHeader />
      <main>
        <HomepageFeatures />
      </main>
    </Layout>
  );
}
