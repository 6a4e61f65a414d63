/** This plugin takes no options: any option given is a mistake, and fails the build naming it. */
export {validateNoOptions as validateOptions} from '../shared/options';
