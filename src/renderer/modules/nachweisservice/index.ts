import { serviceEditor } from '../foerderservice';
import { bndDefinition } from '../foerderservice/service-model';

export const nachweisserviceEditor = serviceEditor(bndDefinition);
