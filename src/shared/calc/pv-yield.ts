/*
 * Specific PV yield offline, in the manner of PVGIS (crystalline silicon, fixed mounting):
 * 1. Annual global horizontal irradiation at the site from the station table (irradiation.ts),
 *    split into months with Germany's monthly shape.
 * 2. Per month an average day (Klein's representative day) with Germany's typical diffuse
 *    fraction of that month (irradiation.ts), distributed over the day in quarter hours by
 *    Collares-Pereira & Rabl (global) and Liu & Jordan (diffuse), as in Duffie & Beckman, Solar
 *    Engineering of Thermal Processes, ch. 1–2. (The US-derived Erbs correlation gave too little
 *    diffuse light for Germany: optimum tilt above 40° in the north, flat roofs at 81 %.)
 * 3. Transposition to the plane by Hay–Davies (beam, circumsolar and isotropic diffuse, ground
 *    albedo 0.2); Duffie & Beckman 2.16.
 * 4. Reflection (angle-of-incidence) losses after Martin & Ruiz (2001), a_r = 0.16; module
 *    temperature T_c = T_a + 3 K + 0.03 K·m²/W·G with γ = −0.4 %/K; then the system loss
 *    (PVGIS default 14 %).
 * Simplifications: average days instead of hourly time series, no horizon or shading, the same
 * monthly shape and temperatures everywhere in Germany, station data as in irradiation.ts. The
 * result reproduces the known German shape (south 30–40° best, flat ≈ 87 %, vertical south
 * ≈ 70 %, east/west ≈ 80–85 %) and is an estimate, not a yield report.
 */
import { atLeast, lessThan, within } from './domain';
import {
  annualGlobalHorizontal,
  monthlyAirTemperatureGermany,
  monthlyDiffuseFractionGermany,
  monthlyGlobalHorizontalGermany,
} from './irradiation';

export interface PvYieldInput {
  latitude: number;
  longitude: number;
  tilt: number;
  azimuth: number;
  systemLoss?: number;
}

export interface PvYieldResult {
  inPlaneIrradiation: number;
  annualYieldPerKwp: number;
}

/** Where the offline model has data: Germany and its neighbours. */
export const pvYieldBounds = { latitude: [43, 58], longitude: [-2, 25] } as const;

export const pvDefaultSystemLoss = 0.14;

const deg = Math.PI / 180;
const solarConstant = 1367; // W/m²
const albedo = 0.2;
const reflectionAr = 0.16;
const temperatureCoefficient = -0.004; // 1/K
const irradianceHeating = 0.03; // K·m²/W
const daytimeOffset = 3; // K above the monthly mean
const stepHours = 0.25;
const representativeDay = [17, 47, 75, 105, 135, 162, 198, 228, 258, 288, 318, 344];
const daysInMonth = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

interface Month {
  inPlane: number; // kWh/m²
  yieldPerKwp: number; // kWh/kWp
}

function checkInput(input: PvYieldInput) {
  const [latMin, latMax] = pvYieldBounds.latitude;
  const [lonMin, lonMax] = pvYieldBounds.longitude;
  return {
    latitude: within('latitude', input.latitude, latMin, latMax, '°'),
    longitude: within('longitude', input.longitude, lonMin, lonMax, '°'),
    tilt: within('tilt', input.tilt, 0, 90, '°'),
    azimuth: within('azimuth', input.azimuth, -180, 180, '°'),
    systemLoss: lessThan(
      'systemLoss',
      atLeast('systemLoss', input.systemLoss ?? pvDefaultSystemLoss, 0),
      1,
    ),
  };
}

/** Martin & Ruiz: transmitted fraction of beam light at incidence cos θ. */
function beamTransmission(cosTheta: number): number {
  return (1 - Math.exp(-cosTheta / reflectionAr)) / (1 - Math.exp(-1 / reflectionAr));
}

/** Martin & Ruiz: transmitted fraction of isotropic sky and ground light on a plane of slope β. */
function diffuseTransmission(beta: number): { sky: number; ground: number } {
  const c1 = 4 / (3 * Math.PI);
  const c2 = 0.5 * reflectionAr - 0.154;
  const loss = (x: number) => Math.exp(-(c1 * x + c2 * x * x) / reflectionAr);
  const sin = Math.sin(beta);
  const sky = sin + (Math.PI - beta - sin) / (1 + Math.cos(beta));
  const groundX = beta < 1e-6 ? 0 : sin + (beta - sin) / (1 - Math.cos(beta));
  return { sky: 1 - loss(sky), ground: 1 - loss(groundX) };
}

function monthlyModel(input: PvYieldInput): Month[] {
  const site = checkInput(input);
  const phi = site.latitude * deg;
  const beta = site.tilt * deg;
  const gamma = site.azimuth * deg;
  const annual = annualGlobalHorizontal(site.latitude, site.longitude);
  const shapeSum = monthlyGlobalHorizontalGermany.reduce((a, b) => a + b, 0);
  const diffuseT = diffuseTransmission(beta);
  const skyView = (1 + Math.cos(beta)) / 2;
  const groundView = (1 - Math.cos(beta)) / 2;

  return representativeDay.map((n, m) => {
    const monthly = (annual * monthlyGlobalHorizontalGermany[m]!) / shapeSum;
    const dailyH = monthly / daysInMonth[m]!; // kWh/m²·d
    const delta = 23.45 * deg * Math.sin(((2 * Math.PI) / 365) * (284 + n));
    const eccentricity = 1 + 0.033 * Math.cos((2 * Math.PI * n) / 365);
    const cosWs = Math.max(-1, Math.min(1, -Math.tan(phi) * Math.tan(delta)));
    const ws = Math.acos(cosWs);
    const dailyD = dailyH * monthlyDiffuseFractionGermany[m]!;

    // Hourly profiles (Collares-Pereira & Rabl, Liu & Jordan), normalised to the daily sums.
    const a = 0.409 + 0.5016 * Math.sin(ws - 60 * deg);
    const b = 0.6609 - 0.4767 * Math.sin(ws - 60 * deg);
    const steps: { w: number; rt: number; rd: number }[] = [];
    let rtSum = 0;
    let rdSum = 0;
    for (let hour = stepHours / 2; hour < 24; hour += stepHours) {
      const w = (hour - 12) * 15 * deg;
      const shape = Math.cos(w) - cosWs;
      if (shape <= 0) continue;
      const rt = (a + b * Math.cos(w)) * shape;
      steps.push({ w, rt, rd: shape });
      rtSum += rt;
      rdSum += shape;
    }

    let inPlane = 0;
    let effective = 0;
    for (const step of steps) {
      const global = (dailyH * step.rt) / rtSum; // kWh/m² in this step
      const diffuse = Math.min(global, (dailyD * step.rd) / rdSum);
      const beam = global - diffuse;
      const cosZ =
        Math.cos(phi) * Math.cos(delta) * Math.cos(step.w) + Math.sin(phi) * Math.sin(delta);
      if (cosZ <= 0) continue;
      const cosTheta =
        Math.sin(delta) * Math.sin(phi) * Math.cos(beta) -
        Math.sin(delta) * Math.cos(phi) * Math.sin(beta) * Math.cos(gamma) +
        Math.cos(delta) * Math.cos(phi) * Math.cos(beta) * Math.cos(step.w) +
        Math.cos(delta) * Math.sin(phi) * Math.sin(beta) * Math.cos(gamma) * Math.cos(step.w) +
        Math.cos(delta) * Math.sin(beta) * Math.sin(gamma) * Math.sin(step.w);
      // Guard the beam ratio near sunrise and sunset (sun below 5°).
      const rb = Math.max(0, cosTheta) / Math.max(cosZ, Math.sin(5 * deg));
      const extraterrestrial = ((solarConstant * eccentricity * cosZ) / 1000) * stepHours;
      const anisotropy = Math.min(1, beam / extraterrestrial);
      const beamPlane = beam * rb;
      const circumsolar = diffuse * anisotropy * rb;
      const skyDiffuse = diffuse * (1 - anisotropy) * skyView;
      const ground = global * albedo * groundView;
      const poa = beamPlane + circumsolar + skyDiffuse + ground;
      const transmitted =
        (beamPlane + circumsolar) * beamTransmission(Math.max(0, cosTheta)) +
        skyDiffuse * diffuseT.sky +
        ground * diffuseT.ground;
      const irradiance = (poa / stepHours) * 1000; // W/m²
      const cellTemperature =
        monthlyAirTemperatureGermany[m]! + daytimeOffset + irradianceHeating * irradiance;
      inPlane += poa;
      effective += transmitted * (1 + temperatureCoefficient * (cellTemperature - 25));
    }
    const days = daysInMonth[m]!;
    return {
      inPlane: inPlane * days,
      yieldPerKwp: effective * days * (1 - site.systemLoss),
    };
  });
}

/**
 * Annual in-plane irradiation (kWh/m²·a, before reflection losses, as PVGIS's H(i)) and specific
 * yield (kWh/kWp·a, after reflection, temperature and system losses).
 */
export function pvSpecificYield(input: PvYieldInput): PvYieldResult {
  const months = monthlyModel(input);
  return {
    inPlaneIrradiation: months.reduce((sum, month) => sum + month.inPlane, 0),
    annualYieldPerKwp: months.reduce((sum, month) => sum + month.yieldPerKwp, 0),
  };
}

/**
 * The specific yield per month, kWh/kWp, January to December, for the planner's monthly chart;
 * the twelve values add up to pvSpecificYield's annualYieldPerKwp.
 */
export function pvMonthlyYield(input: PvYieldInput): number[] {
  return monthlyModel(input).map((month) => month.yieldPerKwp);
}
