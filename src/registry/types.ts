import type { ComponentType, ReactElement } from 'react';
import type { ResourceProps } from 'react-admin';
import type { ResourceEndpoints } from '../providers/endpoints';
import type { ScreenAccess } from '../../domain/access';
import type { FeatureGate } from '../../domain/featureGates';

/** Lowest role a screen or action needs: a level of domain/access.ts that screens may name (the server's too). */
export type AccessLevel = ScreenAccess;

/** `*` is every action; a named action overrides it. */
export type ResourceAccess = { '*': AccessLevel } & Partial<Record<string, AccessLevel>>;

/** A screen on one of the spec's own paths (spec section 2). */
export interface ScreenDeclaration {
  path: string;
  /** Name of the screen (page title and heading), a key under `app.pages`. */
  title: string;
  /** What canAccess must allow on the declaration to open the screen; `list` unless told. */
  action?: string;
  /** The screen. */
  page: ComponentType;
  /** Fetches the screen's code ahead of its first visit (the lazy page's own loader). */
  preload?: () => Promise<unknown>;
}

/**
 * Where a resource's screens live when they are on the spec's own paths instead of react-admin's:
 * react-admin's addresses under the resource's name lead there, and any other address under the name
 * is not found instead of a blank page.
 */
export interface SpecPaths {
  /** Where the resource's list lives. */
  list?: string;
  /** Where one record's editor lives. */
  edit?: (id: string) => string;
}

export type MenuGroup = 'store' | 'customerSuccess';

export interface MenuEntryDeclaration {
  group: MenuGroup;
  /** Place inside its group, smallest first. */
  order: number;
  /** Where the entry leads: one of the declaration's screens, or its react-admin list. */
  path: string;
  /** Name of the entry, a key under `app.menu`. */
  label: string;
  icon: ReactElement;
}

/**
 * Everything about one resource or custom page: the name canAccess and the API know it by, who may
 * open it, its react-admin views, its screens on the spec's paths and its menu entry. Menu, routes,
 * page titles and access are derived from the list of declarations in src/registry/index.ts.
 */
export interface Declaration {
  name: string;
  access: ResourceAccess;
  /** The react-admin resource (list/edit/create/show, icon, record name); absent for custom pages. */
  views?: Omit<ResourceProps, 'name'>;
  /** Where the resource lives in the v1 API, for the data provider (src/providers/endpoints.ts). */
  api?: ResourceEndpoints;
  screens?: readonly ScreenDeclaration[];
  /** For a resource whose screens are on the spec's paths: where /<name> and /<name>/:id lead. */
  specPaths?: SpecPaths;
  menu?: MenuEntryDeclaration;
  /** The feature gate the current store must pass for any of it to open (domain/featureGates.ts). */
  feature?: FeatureGate;
}
