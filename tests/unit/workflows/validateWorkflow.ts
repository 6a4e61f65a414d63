/**
 * Checks a GitHub Actions workflow with GitHub's own workflow parser
 * (@actions/workflow-parser, the one behind GitHub's Actions language
 * service): it validates the YAML against the workflow schema bundled in the
 * package, offline, and reports each problem with its line and column.
 */
export async function workflowErrors(fileName: string, content: string): Promise<string[]> {
  // ESM-only package: loaded with import() from these CommonJS-compiled tests.
  const {NoOperationTraceWriter, parseWorkflow} = await import('@actions/workflow-parser');
  const result = parseWorkflow({name: fileName, content}, new NoOperationTraceWriter());
  const errors = result.context.errors.getErrors().map((error) => error.message);
  if (!result.value && errors.length === 0) errors.push(`${fileName}: not a workflow (empty or unreadable)`);
  return errors;
}
