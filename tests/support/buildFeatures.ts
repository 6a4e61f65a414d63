/**
 * What a production build folder contains, read from its files: which of the
 * settings' features it carries. Used to check that every build has exactly
 * the features its settings ask for, whatever was built before it.
 */
import fs from 'node:fs';
import path from 'node:path';
import {ANSWER_MODE_MARKERS} from './askAiServer';

// Strings of the answer mode's code only: 'answer_feedback' is also an analytics event's name,
// and '/chat/completions' ends the configured endpoint, which a build may carry without the mode.
const ANSWER_CODE_MARKERS = ANSWER_MODE_MARKERS.filter((marker) => marker !== 'answer_feedback' && marker !== '/chat/completions');

export type BuildFeatures = {
  /** 'partial': some of its code without its chunk, or the chunk without the code: broken either way. */
  answerMode: boolean | 'partial';
  analytics: boolean;
  announcement: boolean;
  runnableExamples: boolean;
  search: 'local' | 'algolia';
};

function filesOf(dir: string, pattern: RegExp): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesOf(full, pattern);
    return pattern.test(entry.name) ? [full] : [];
  });
}

/** True when some file holds one of `needles`: a string, or a pattern. */
function anyFileIncludes(files: string[], needles: (string | RegExp)[]): boolean {
  return files.some((file) => {
    const text = fs.readFileSync(file, 'utf8');
    return needles.some((needle) => (typeof needle === 'string' ? text.includes(needle) : needle.test(text)));
  });
}

export function featuresOf(outDir: string): BuildFeatures {
  const scripts = filesOf(path.join(outDir, 'assets', 'js'), /\.js$/);
  const home = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const gettingStarted = fs.readFileSync(path.join(outDir, 'docs', 'GettingStarted.html'), 'utf8');
  const answerChunk = scripts.some((f) => path.basename(f).startsWith('answer-mode.'));
  const answerCode = anyFileIncludes(scripts, ANSWER_CODE_MARKERS);
  return {
    answerMode: answerChunk === answerCode ? answerChunk : 'partial',
    // The feedback control (the analytics theme's), as compiled, minified or not: a marker
    // comments cannot hold, since unminified builds keep them.
    analytics: anyFileIncludes(scripts, [/"aria-label":\s?"Page feedback"/]),
    announcement: home.includes('theme-announcement-bar') || /class="[^"]*announcementBar_/.test(home),
    runnableExamples: />Run<\/button>/.test(gettingStarted),
    search: /-dsn\.algolia\.net/.test(home) ? 'algolia' : 'local',
  };
}

/** The features a build made with these settings must have, and no others. */
export function featuresAskedBy(settings: Record<string, string>): BuildFeatures {
  const set = (name: string) => !!settings[name]?.trim();
  return {
    answerMode: set('ASK_AI_URL') && !set('ALGOLIA_APP_ID'),
    analytics: set('ANALYTICS_PROVIDER') || set('ANALYTICS_ENDPOINT'),
    announcement: set('ANNOUNCEMENT_TEXT'),
    runnableExamples: set('KATACHI_PATH'),
    search: set('ALGOLIA_APP_ID') ? 'algolia' : 'local',
  };
}
