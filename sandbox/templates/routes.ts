import { listTemplates } from '../../shared/api/templates';
import { endpoint, type Endpoint } from '../http/endpoint';
import { TEMPLATE_CATALOGUE } from './catalogue';

/** Spec 4.2 GET /templates: the catalogue of designs (personal token). */
export function templateEndpoints(): Endpoint[] {
  return [endpoint(listTemplates, () => ({ status: 200, body: { data: [...TEMPLATE_CATALOGUE] } }))];
}
