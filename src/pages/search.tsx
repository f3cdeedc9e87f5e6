import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

export default function SearchPage(): ReactNode {
  return (
    <Layout title="Search the documentation" description="Search PayNow Docs.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Search the documentation</Heading>
      </main>
    </Layout>
  );
}
