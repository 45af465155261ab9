/*
 * The calculators of CALCULATORS.md: pure functions used by the renderer, the core and the check
 * suite, plus the small reference tables the editors show with their source and "Stand".
 */
export * from './u-value';
export * from './heat-load';
export * from './consumption';
export * from './heat-pump';
export * from './heat-pump-capacity';
export * from './radiator';
export * from './radiator-system';
export * from './hydraulic-balancing';
export * from './spf';
export * from './noise';
export * from './subsidy';
export * from './economics';
export * from './efficiency-class';
export * from './pv-layout';
export * from './pv-yield';
export * from './limit-values';
export * from './materials';
export * from './design-temperatures';
export * from './irradiation';
export * from './catalogues/valves';
export * from './catalogues/tabula';
export { CalculatorRangeError } from './domain';
// Section 13: PV self-consumption, feed-in tariff, strings, economics (pv-*.ts, eeg-*.ts).
export * from './pv-self-consumption';
export * from './eeg-tariff';
export * from './eeg-tariff-table';
export * from './solar-peak-rules';
export * from './pv-strings';
export * from './catalogues/pv-modules';
export * from './catalogues/pv-inverters';
export * from './catalogues/pv-batteries';
export * from './pv-economics';
// Section 11's catalogues and the fix for a room whose radiators are too small.
export * from './catalogues/radiators';
export * from './catalogues/heat-pumps';
export * from './radiator-sizing';
export * from './fuel-factors';
