/** What the forms feature offers other features: the engine's builder, filler and responses table. */
export { FormBuilder } from './form-builder';
export { FormFiller } from './form-filler';
export { ResponsesPanel } from './responses-panel';
