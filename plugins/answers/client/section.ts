/** A section of the docs as it is sent to the model with a question, and cited back. */
export type Section = {
  /** 1-based number the model cites as [n]. */
  n: number;
  url: string;
  /** Page title, then the headings down to the section's own. */
  path: string[];
  title: string;
  text: string;
};
