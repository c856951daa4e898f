/** Traffic (/flow/app, /flow/adpositions, the ad-position forms): apps, ad positions and the import tool. */
import type { RouteDef } from '../context';
import { appRoutes } from './app';
import { adPositionRoutes } from './adPosition';
import { toolRoutes } from './tool';

export const trafficRoutes: RouteDef[] = [...appRoutes, ...adPositionRoutes, ...toolRoutes];
