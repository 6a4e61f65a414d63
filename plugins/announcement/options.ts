/** The announcement plugin's options schema: a wrong option fails the build naming it. */
import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';

export type AnnouncementPluginOptions = {
  /**
   * The configured announcement's id; none: no bar, nothing to add. (Not `id`:
   * Docusaurus reserves that option for the plugin instance and sets it to
   * "default", which would put the script and stylesheet on every page of a site
   * without an announcement.)
   */
  announcementId?: string;
};

const ANNOUNCEMENT_OPTIONS = Joi.object<AnnouncementPluginOptions>({announcementId: Joi.string()});

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<AnnouncementPluginOptions, AnnouncementPluginOptions>): AnnouncementPluginOptions {
  return validate(ANNOUNCEMENT_OPTIONS, options);
}
