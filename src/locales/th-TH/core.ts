// The sign-in page and the shell (menu, titles, errors): needed before any console page.
import shell from './shell';
import common from './common';
import format from './format';
import signIn from './signIn';

export default {
  ...shell,
  ...common,
  ...format,
  ...signIn,
};
