import NotFound from '@/components/NotFound';

/** The not-found route (/404) and every unknown URL. */
export default NotFound;
