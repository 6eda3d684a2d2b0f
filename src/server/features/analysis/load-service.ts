/**
 * The analysis service and what it reads (the lab knowledge base, the surveillance vocabulary behind
 * product-use counts), loaded by the first request that needs it so that an idle server never holds them.
 */
export const loadAnalysisService = () => import('./service');
