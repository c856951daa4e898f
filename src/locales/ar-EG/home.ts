// The home page (dashboard) alone: what it shows before the rest of the pages' messages have come (src/locales/lazy.ts).
import dashboard from './dashboard';
import payments from './payments';
// The header's bell can open on the home page before the rest of the pages' messages have come.
import alerts from './alerts';

export default {
  ...dashboard,
  ...payments,
  ...alerts,
};
