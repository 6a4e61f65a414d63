/**
 * The production builds the tests use, one per set of settings, each made once
 * per test run by tools/test/buildVariants.ts (in this order, with Docusaurus'
 * persistent cache on, as a maintainer builds) and served by the specs that
 * need it (tests/support/extraBuild.ts). No Playwright here: the builder runs
 * under plain Node.
 *
 * They are built in two lanes side by side (a build keeps about one and a
 * half of the machine's two cores busy), each lane one build after the other.
 * The order within a lane is part of the test (tests/builds/settings.test.ts):
 * every setting is switched on and back off between consecutive builds of a
 * lane. Lane A goes from the default site to the answer mode and back to the
 * default in build/ (the build every other test serves); lane B from
 * analytics to Algolia with the announcement bar and Run off, and back to
 * analytics. A set of settings built twice is built warm the second time
 * (its own persistent cache, plugins/buildCache), so each lane costs about
 * two cold builds.
 *
 * The announcement bar shares the Algolia build: neither feature touches the
 * other's part of the page, and a build of its own would cost a cold build.
 * Analytics keeps a build without any other feature: its collectors count
 * every request the page makes.
 */
import path from 'node:path';
import {ASK_AI_TEST_MODEL, DEFAULT_ASK_AI_SERVER_PORT} from './askAiServer';

export const ROOT = path.resolve(__dirname, '../..');
/** Where the variants other than `default` are written (git-ignored). */
export const VARIANTS_DIR = path.join(ROOT, '.test-builds');
/** What the builder records: which variants it built, in which order, with which settings. */
export const MANIFEST = path.join(VARIANTS_DIR, 'manifest.json');

export const ASK_AI_SERVER_PORT = Number(process.env.ASK_AI_SERVER_PORT ?? DEFAULT_ASK_AI_SERVER_PORT);

/** Analytics collectors: `base` + 0 Plausible, + 1 Umami, + 2 PostHog, + 3 generic endpoint, + 4 the site. */
const ANALYTICS_PORT_BASE = Number(process.env.ANALYTICS_PORT_BASE ?? 3710);
export const UMAMI_WEBSITE = '4f1a2b3c-5d6e-4f70-8a9b-0c1d2e3f4a5b';
export const POSTHOG_KEY = 'phc_katachiTestKey';
export const PLAUSIBLE_DOMAIN = 'docs.example.org';

function analyticsEnv(base: number): Record<string, string> {
  return {
    ANALYTICS_PROVIDER: 'plausible,umami,posthog,endpoint',
    PLAUSIBLE_HOST: `http://127.0.0.1:${base}`,
    PLAUSIBLE_DOMAIN,
    UMAMI_HOST: `http://127.0.0.1:${base + 1}`,
    UMAMI_WEBSITE_ID: UMAMI_WEBSITE,
    POSTHOG_HOST: `http://127.0.0.1:${base + 2}`,
    POSTHOG_KEY,
    ANALYTICS_ENDPOINT: `http://127.0.0.1:${base + 3}/collect`,
  };
}

const ANNOUNCEMENT_ENV = {
  ANNOUNCEMENT_ID: 'announcement-test-1',
  ANNOUNCEMENT_TEXT: 'Katachi <1.0> is being documented here & now',
  ANNOUNCEMENT_URL: '/katachi/docs/FAQ',
  ANNOUNCEMENT_LINK_TEXT: 'Read the FAQ',
};

export const ALGOLIA_ENV = {
  ALGOLIA_APP_ID: 'TESTAPP',
  ALGOLIA_SEARCH_API_KEY: 'test-search-only-key',
  ALGOLIA_INDEX_NAME: 'katachi',
  ALGOLIA_ASSISTANT_ID: 'katachi-assistant-test',
};

/** Every setting a variant may switch: a variant's build sees only those it sets. */
const SETTINGS: readonly string[] = [
  'ASK_AI_URL',
  'ASK_AI_MODEL',
  'ASK_AI_CONTEXT_TOKENS',
  ...Object.keys(analyticsEnv(0)),
  'ANALYTICS_OMIT_QUERIES',
  ...Object.keys(ANNOUNCEMENT_ENV),
  'ALGOLIA_APP_ID',
  'ALGOLIA_SEARCH_API_KEY',
  'ALGOLIA_INDEX_NAME',
  'ALGOLIA_ASSISTANT_ID',
];

export type VariantName = 'default-first' | 'answers' | 'default' | 'analytics-first' | 'algolia' | 'analytics';

export type Variant = {
  name: VariantName;
  /** The settings it is built with; every other one of SETTINGS is unset. */
  env: Record<string, string>;
  /** False: built without KATACHI_PATH even when the gem is there, so Run is off. */
  runnableExamples: boolean;
  /** The port its spec serves it on (default: playwright.config.ts serves build/). */
  port: number;
  /**
   * False: built with --no-minify, about half the build's time. Only the
   * default builds are minified: build/ is what ships and what the size and
   * speed checks read, and default-first fills the minifier's cache for it.
   * The other variants are served to check behaviour, which minifying does not change.
   */
  minify: boolean;
};

export const VARIANTS: readonly Variant[] = [
  {name: 'default-first', env: {}, runnableExamples: true, port: 3510, minify: true},
  {
    name: 'answers',
    env: {ASK_AI_URL: `http://127.0.0.1:${ASK_AI_SERVER_PORT}/v1`, ASK_AI_MODEL: ASK_AI_TEST_MODEL},
    runnableExamples: true,
    port: Number(process.env.ANSWERS_SITE_PORT ?? 3502),
    minify: false,
  },
  {name: 'default', env: {}, runnableExamples: true, port: Number(process.env.BUILT_PORT ?? 3100), minify: true},
  {name: 'analytics-first', env: analyticsEnv(ANALYTICS_PORT_BASE), runnableExamples: true, port: 3514, minify: false},
  {
    name: 'algolia',
    env: {...ALGOLIA_ENV, ...ANNOUNCEMENT_ENV},
    runnableExamples: false,
    port: Number(process.env.ANSWERS_ALGOLIA_SITE_PORT ?? 3503),
    minify: false,
  },
  {name: 'analytics', env: analyticsEnv(ANALYTICS_PORT_BASE), runnableExamples: true, port: ANALYTICS_PORT_BASE + 4, minify: false},
];

/** Where the announcement bar's spec serves the `algolia` build (its own port: the Algolia spec may serve it at the same time). */
export const ANNOUNCEMENT_SITE_PORT = Number(process.env.ANNOUNCEMENT_SITE_PORT ?? 3660);

/** The builder's lanes: each built in order, the two side by side. */
export const BUILD_LANES: readonly (readonly VariantName[])[] = [
  ['default-first', 'answers', 'default'],
  ['analytics-first', 'algolia', 'analytics'],
];

export function variant(name: VariantName): Variant {
  const found = VARIANTS.find((v) => v.name === name);
  if (!found) throw new Error(`no build variant "${name}"`);
  return found;
}

/** Where a variant is written: build/ for the default (what `npm run build` writes), else .test-builds/<name>. */
export function outDirOf(name: VariantName): string {
  return name === 'default' ? path.join(ROOT, 'build') : path.join(VARIANTS_DIR, name);
}

/** The environment a variant is built in: the caller's, less every setting the variant does not set. */
export function buildEnvOf(v: Variant, base: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {...base};
  for (const name of SETTINGS) delete env[name];
  if (!v.runnableExamples) delete env.KATACHI_PATH;
  return {...env, ...v.env};
}

/** The settings of a build environment, as the manifest records them. */
export function settingsOf(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries([...SETTINGS, 'KATACHI_PATH'].filter((name) => env[name] !== undefined).map((name) => [name, env[name]!]));
}

export type ManifestEntry = {
  name: VariantName;
  /** Its lane (an index into BUILD_LANES); within a lane, entries are in the order they were built. */
  lane: number;
  outDir: string;
  /** The variant's settings, as built (KATACHI_PATH included). */
  settings: Record<string, string>;
  persistentCache: boolean;
  minified: boolean;
  seconds: number;
};
