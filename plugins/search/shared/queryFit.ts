/**
 * The spec caps a search query at 64 characters, in the modal and on the /search page. A
 * question longer than that is shortened to fit without losing its end: the words past a
 * plain cut are often the ones that name what is asked ("… to declare what a payload should
 * look like"). Runs of spaces go first, then words that carry no meaning in a question
 * (stopWords.ts), first to last, until it fits; only then is the rest cut, at a word's end.
 * Shared: the browser fits what the reader pastes, and the relevance tools measure questions
 * as the box hands them on.
 */
import {isStopWord} from './stopWords';

export const QUERY_MAX_LENGTH = 64;

/** Stop words for matching that still change what is asked. */
const KEPT = new Set(['not', 'vs', 'versus']);

const WORD_CHARACTER = /[\p{L}\p{N}]/u;

/** A word of the question as the stop list knows it: the punctuation around it left out. */
function bare(token: string): string {
  const characters = [...token];
  let start = 0;
  let end = characters.length;
  while (start < end && !WORD_CHARACTER.test(characters[start])) start += 1;
  while (end > start && !WORD_CHARACTER.test(characters[end - 1])) end -= 1;
  return characters.slice(start, end).join('');
}

/** Only punctuation or symbols around the word ("(the", "`the`" go), but no emoji: "a😀" is more than a stop word. */
const PUNCTUATION_ONLY = /^(?:(?!\p{Extended_Pictographic})[\p{P}\p{S}])*$/u;

function droppable(token: string): boolean {
  const word = bare(token);
  if (word === '' || KEPT.has(word.toLowerCase()) || !isStopWord(word)) return false;
  return PUNCTUATION_ONLY.test(token.replace(word, ''));
}

/** The first `max` UTF-16 units of `text`, one fewer rather than half of a surrogate pair (an emoji). */
function firstUnits(text: string, max: number): string {
  const last = text.charCodeAt(max - 1);
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? max - 1 : max);
}

/** The question's words, one space between each: what the box keeps before it leaves any word out. */
export const spacedOut = (query: string): string => query.trim().split(/\s+/u).join(' ');

/** `query` in at most `max` characters (UTF-16 units, as `maxLength` counts them); unchanged when it fits. */
export function condenseQuery(query: string, max: number): string {
  if (query.length <= max) return query;
  const spaced = spacedOut(query);
  const tokens = spaced.split(' ');
  let length = spaced.length;
  const kept = tokens.map(() => true);
  for (let i = 0; i < tokens.length && length > max; i += 1) {
    if (!droppable(tokens[i])) continue;
    kept[i] = false;
    length -= tokens[i].length + 1;
  }
  const text = tokens.filter((_, i) => kept[i]).join(' ');
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1).lastIndexOf(' ');
  return cut > 0 ? text.slice(0, cut) : firstUnits(text, max);
}

/** A question as the search box hands it on. */
export const fitToQueryLimit = (query: string): string => condenseQuery(query, QUERY_MAX_LENGTH);
