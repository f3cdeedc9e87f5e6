/**
 * The site's areas: one list for the navbar, the footer, the home page and
 * the agent skills.
 * Labels are the English defaults; the navbar and footer translate them
 * through `i18n/<locale>/docusaurus-theme-classic/` (keyed by label), the
 * home page through its own `homepage.area.*` ids (`translate()` needs
 * literal ids, so the page names each area's id next to its link).
 */
export interface SiteArea {
  /** The area's page, under the base URL. */
  to: string;
  /** Its name in the navbar and footer. */
  label: string;
}

export const AREAS = {
  apiDocuments: {to: '/docs/api-reference/', label: 'API technical documents'},
  paymentService: {to: '/docs/payment-service/', label: 'Payment service'},
  paymentAdmin: {to: '/docs/payment-admin/', label: 'Payment back office'},
  logisticsAdmin: {
    to: '/docs/logistics-admin/',
    label: 'Logistics back office',
  },
  invoiceAdmin: {to: '/docs/invoice-admin/', label: 'Invoice back office'},
  importantInformation: {
    to: '/docs/important-information/',
    label: 'Important information',
  },
  apiReference: {to: '/api', label: 'API reference'},
  releaseNotes: {to: '/release-note', label: 'Release note'},
} as const satisfies Record<string, SiteArea>;

export type AreaKey = keyof typeof AREAS;

/** The guide areas in the navbar, left to right. */
export const NAVBAR_AREAS = [
  'apiDocuments',
  'paymentService',
  'paymentAdmin',
  'logisticsAdmin',
  'invoiceAdmin',
] as const satisfies readonly AreaKey[];

/** The footer's link columns: its title and the areas (or other links) it lists. */
export const FOOTER_COLUMNS = [
  {
    title: 'Guides',
    items: [
      {label: 'Start here', to: '/docs/'},
      AREAS.paymentService,
      AREAS.paymentAdmin,
      AREAS.logisticsAdmin,
      AREAS.invoiceAdmin,
      AREAS.importantInformation,
    ],
  },
  {title: 'Developers', items: [AREAS.apiDocuments, AREAS.apiReference]},
  {
    title: 'Release notes',
    items: [
      {label: 'Latest release', to: AREAS.releaseNotes.to},
      {label: 'Archive', to: `${AREAS.releaseNotes.to}/archive`},
    ],
  },
] as const satisfies readonly {title: string; items: readonly SiteArea[]}[];
