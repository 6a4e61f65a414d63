import React from 'react';
import Layout from '@theme/Layout';

export default function Home(): JSX.Element {
  return (
    <Layout title="Home" description="Katachi">
      <main><h1>Katachi</h1></main>
    </Layout>
  );
}
