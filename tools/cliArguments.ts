/**
 * A tool's command line, read strictly with Node's own util.parseArgs: an unknown or
 * misspelled option, or one without its value, stops the tool at once with one line
 * naming it, instead of a long run that quietly ignored it.
 */
import {parseArgs, type ParseArgsConfig} from 'node:util';

/** Stops the tool with one line on stderr (exit 2: a wrong command line). */
export function refuse(tool: string, problem: string): never {
  console.error(`${tool}: ${problem}`);
  process.exit(2);
}

/** `config` as parseArgs takes it; strict unless it says otherwise. */
export function toolArguments<T extends ParseArgsConfig>(tool: string, config: T): ReturnType<typeof parseArgs<T>> {
  try {
    return parseArgs({strict: true, ...config} as T);
  } catch (error) {
    refuse(tool, (error as Error).message);
  }
}
