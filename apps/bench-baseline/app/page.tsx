import { Counter } from './counter.tsx';

/** Rendered on the server at build time, like the store's shell pages; the counter is the one client component. */
export default function Page() {
  return (
    <main>
      <h1>Benchmark baseline</h1>
      <p>
        One server-rendered page with a heading, a paragraph and one small client component: what the
        framework costs before any of the store’s own code.
      </p>
      <Counter />
    </main>
  );
}
