import { http, HttpResponse } from 'msw';
import type { TenantDetails } from '../../contract/tenants';
import { TENANT_OPTIONS } from '../../contract/tenants';
import { API } from './apiTestUtils';
import { server } from './mswServer';

/** A store's settings as GET /tenants/details and GET /tenants/single/{id} answer them. */
export const DETAILS: TenantDetails = {
  tenantId: 10,
  version: 3,
  createdAt: '2026-11-01T10:00:00.000Z',
  active: true,
  hashXML: null,
  name: 'Loja Alfa',
  domain: 'alfa.example',
  subdomains: ['m.alfa.example'],
  tenantLogoUrl: null,
  country: 'BR',
  currency: 'BRL',
  language: 'ptBR',
  sizeSystem: 'BR',
  plan: 'FREE',
  status: 'TRIAL',
  type: 'TECH_TOUCH',
  tenantProfile: 'OWN',
  segment: 'KIDS',
  tenantOperation: 'BRAZIL',
  monitored: false,
  monitoredReturns: false,
  multipleCurrencies: false,
  reportCountries: ['PT'],
  forceHttps: false,
  memorizeSizes: true,
  vfrVersion: 'V4',
  features: [],
  gtmCode: null,
  addToCartSelector: null,
  shoppingTracking: false,
  appIntegration: false,
  customerRulesObservation: null,
  coverageDetails: {
    responsibleId: null,
    responsibleName: null,
    reviewStatus: null,
    coveredCategories: ['CLOTHES'],
    coveredIntegrations: [],
    ecommercePlatform: 'VTEX',
    typeModeling: null,
    observation: null,
  },
  productIntegration: 'MANUAL_INTEGRATION',
  productIntegrationXmlLink: null,
  feedRSS: true,
  automaticallyImportSize: true,
  httpLinkBehavior: 'KEEP',
  linkReturnsFile: null,
};

export const STAFF = [
  { id: 5, name: 'Marta Lima', email: 'marta@provador.example' },
  { id: 6, name: '', email: 'joao@provador.example' },
];

/** The store enumerations and the staff a store's responsible person is picked among. */
export function serveStoreOptions() {
  server.use(
    http.get(`${API}/tenants/details/options`, () => HttpResponse.json(TENANT_OPTIONS)),
    http.get(`${API}/tenants/responsible`, () => HttpResponse.json({ data: STAFF })),
  );
}
