// The home page (dashboard) alone: what it shows before the rest of the pages' messages have come (src/locales/lazy.ts).
import dashboard from './dashboard';
import payments from './payments';

export default {
  ...dashboard,
  ...payments,
};
