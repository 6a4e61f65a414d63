/**
 * "Open in …": the assistants a doc page can be opened in, each a link that
 * starts a conversation with a prompt naming the page's Markdown URL (the
 * assistant fetches it). Shared by the plugin (its options) and the page.
 */
export const ASSISTANTS = {
  chatgpt: {label: 'ChatGPT', newChat: 'https://chatgpt.com/'},
  claude: {label: 'Claude', newChat: 'https://claude.ai/new'},
} as const;

export type AssistantId = keyof typeof ASSISTANTS;
export const ASSISTANT_IDS = Object.keys(ASSISTANTS) as AssistantId[];

/** What the llms plugin hands the page (global data of `katachi-llms`). */
export type LlmsGlobalData = {openIn: AssistantId[]};
export const LLMS_PLUGIN_NAME = 'katachi-llms';

function assistantPrompt(markdownUrl: string): string {
  return `Read ${markdownUrl} and answer my questions about this page of the Katachi documentation (a Ruby gem for describing the shape of data).`;
}

/** The link that opens `assistant` with the prompt for the page whose Markdown is at `markdownUrl` (absolute). */
export function openInUrl(assistant: AssistantId, markdownUrl: string): string {
  const url = new URL(ASSISTANTS[assistant].newChat);
  url.searchParams.set('q', assistantPrompt(markdownUrl));
  return url.href;
}
