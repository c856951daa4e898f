import { effectiveCodes } from '@/contract/menuCodes';
import type { MenuCode } from '@/contract/typings';
import { menuCodeValues } from '@/contract/schema';
import type { SessionUser } from './user';

/**
 * Menu codes the server grants, mapped to access flags (SPEC.md section 6): one flag `can<Code>` per code of the
 * contract's MenuCode enum, so a new code is a new flag with no edit here. A View flag is also granted by the
 * Manage code that implies it (the contract's MenuCode x-implies), since whoever may change a thing may see it.
 */
export type CodeFlags = { [C in MenuCode as `can${C}`]: boolean };

export interface AccessFlags extends CodeFlags {
  canAdmin: boolean;
  /** The new-app flow creates an app and its first ad position: both Manage codes. */
  canAppAddAdPosition: boolean;
}

export function accessFromCodes(codes: readonly string[], user: SessionUser | null | undefined): AccessFlags {
  const held = new Set<MenuCode>(effectiveCodes(codes));
  const flags = Object.fromEntries(menuCodeValues.map((c) => [`can${c}`, held.has(c)])) as CodeFlags;
  return {
    canAdmin: user?.access === 'admin',
    ...flags,
    canAppAddAdPosition: held.has('AppManage') && held.has('AdPosManage'),
  };
}

/** The parts of a route the access rules read. */
export interface AccessNode {
  access?: unknown;
  redirect?: string;
  routes?: AccessNode[];
}

export type Marked<R extends AccessNode> = Omit<R, 'routes'> & {
  unaccessible: boolean;
  routes?: Marked<NonNullable<R['routes']>[number]>[];
};

type Detector = boolean | ((route: AccessNode) => boolean);

function allowed(route: AccessNode, access: Record<string, unknown>): boolean {
  if (route.access === undefined) return true;
  // An access name that is not a string is a configuration error: fail closed.
  if (typeof route.access !== 'string') return false;
  const detector = access[route.access] as Detector | undefined;
  if (typeof detector === 'function') return !!detector(route);
  return detector === true;
}

/**
 * Marks each route `unaccessible` by the rules of SPEC.md section 4:
 * children of an inaccessible parent are inaccessible, and a parent whose
 * real children (redirect entries aside) are all inaccessible is too.
 */
export function markAccess<R extends AccessNode>(
  routes: readonly R[],
  access: Record<string, unknown>,
  parentDenied = false,
): Marked<R>[] {
  return routes.map((route) => {
    const denied = parentDenied || !allowed(route, access);
    if (!route.routes) return { ...route, unaccessible: denied } as Marked<R>;
    const children = markAccess(route.routes, access, denied);
    const real = children.filter((c) => !c.redirect);
    const allChildrenDenied = real.length > 0 && real.every((c) => c.unaccessible);
    return { ...route, routes: children, unaccessible: denied || allChildrenDenied } as Marked<R>;
  });
}
