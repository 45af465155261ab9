import { serviceModule } from '../foerderservice';
import { bndDefinition } from '../foerderservice/service-model';
import { proofServiceStrings } from './strings';

/** The proof order (BnD): the grant order's form and section with its own fields and documents. */
export const nachweisserviceModule = serviceModule(bndDefinition, proofServiceStrings);
