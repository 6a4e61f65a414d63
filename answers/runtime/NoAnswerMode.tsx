/** What the modal's answer seam resolves to when ASK_AI_URL is not set: nothing at all. */
import type {AnswerModeProps} from './seam';

export default function NoAnswerMode(_props: AnswerModeProps): null {
  return null;
}
