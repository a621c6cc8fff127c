/**
 * The whole Memorial Service API (spec section 4), one description per operation.
 * `operations` is the single map the sandbox, the core's client and the bridge read.
 */
import * as auth from './auth';
import * as templates from './templates';
import * as business from './business';
import * as memorials from './memorials';
import * as contributions from './contributions';
import * as premium from './premium';
import * as sharing from './sharing';
import * as exportsApi from './exports';

export const operations = {
  requestDeviceCode: auth.requestDeviceCode,
  exchangeDeviceCode: auth.exchangeDeviceCode,
  ping: auth.ping,
  listTemplates: templates.listTemplates,
  getOrganization: business.getOrganization,
  listOwners: business.listOwners,
  listMemorials: business.listMemorials,
  provisionMemorial: business.provisionMemorial,
  getMemorial: business.getMemorial,
  resendInvitation: business.resendInvitation,
  listMyMemorials: memorials.listMyMemorials,
  createMyMemorial: memorials.createMyMemorial,
  getMyMemorial: memorials.getMyMemorial,
  updateMyMemorial: memorials.updateMyMemorial,
  deleteMyMemorial: memorials.deleteMyMemorial,
  getMyMemorialStatus: memorials.getMyMemorialStatus,
  getDraft: memorials.getDraft,
  getVisits: memorials.getVisits,
  createUploadGrant: memorials.createUploadGrant,
  getFund: premium.getFund,
  saveFund: premium.saveFund,
  deleteFund: premium.deleteFund,
  listBroadcasts: premium.listBroadcasts,
  createBroadcast: premium.createBroadcast,
  listRsvps: premium.listRsvps,
  createShareLink: sharing.createShareLink,
  listContributions: contributions.listContributions,
  approveContribution: contributions.approveContribution,
  rejectContribution: contributions.rejectContribution,
  hideContribution: contributions.hideContribution,
  restoreContribution: contributions.restoreContribution,
  pinContribution: contributions.pinContribution,
  unpinContribution: contributions.unpinContribution,
  startExport: exportsApi.startExport,
  getExport: exportsApi.getExport,
} as const;

export type Operations = typeof operations;
export type OperationName = keyof Operations;

export * from './operation';
export * from './fields';
export * from './auth';
export * from './templates';
export * from './business';
export * from './memorials';
export * from './contributions';
export * from './premium';
export * from './sharing';
export * from './exports';
