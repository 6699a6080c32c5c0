import sharp from 'sharp';

/** GraphQL operations and helpers shared by the daily log tests. */
export const LOG_FIELDS =
  'id site { id name } day saved weatherMorning weatherAfternoon temperatureMin temperatureMax weatherNote stoppedByWeather ' +
  'manpower { trade count company } equipment { name count } deliveries { id label supplierName amountTTC } ' +
  'purchasesOfDay { id label supplierName amountTTC } deliveryNote events incidents visitors { name organisation purpose } ' +
  'photos { id url thumbnailUrl name } signedAt signedByName signatureUrl addenda { id text authorName createdAt } updatedAt';
export const DAY = `query ($siteId: ID!, $day: String!) { dailyLog(siteId: $siteId, day: $day) { ${LOG_FIELDS} } }`;
export const LIST = `query ($siteId: ID!, $from: String!, $to: String!) { dailyLogs(siteId: $siteId, from: $from, to: $to) {
  items { id day weatherMorning weatherAfternoon stoppedByWeather headcount photoCount addendumCount hasIncident signedAt signedByName } } }`;
export const SAVE = `mutation ($input: DailyLogInput!) { saveDailyLog(input: $input) { ${LOG_FIELDS} } }`;
export const SIGN = `mutation ($input: DailyLogSignInput!) { signDailyLog(input: $input) { ${LOG_FIELDS} } }`;
export const ADDENDUM = `mutation ($input: DailyLogAddendumInput!) { addDailyLogAddendum(input: $input) { ${LOG_FIELDS} } }`;

export const logInput = (siteId: string, day: string, over: Record<string, unknown> = {}) => ({
  siteId,
  day,
  weatherMorning: 'SUN',
  weatherAfternoon: 'WIND',
  temperatureMin: 12,
  temperatureMax: 24,
  weatherNote: 'Rafales l’après-midi',
  stoppedByWeather: false,
  manpower: [
    { trade: 'Maçon', count: 4, company: '' },
    { trade: 'Ferrailleur', count: 2, company: 'Ferraillage Souss SARL' },
  ],
  equipment: [{ name: 'Bétonnière 350 L', count: 1 }],
  deliveryNote: 'Sable livré sans bon',
  events: 'Coulage de la dalle du R+1.',
  incidents: '',
  visitors: [{ name: 'M. Bennani', organisation: 'Bureau de contrôle', purpose: 'Réception des armatures' }],
  ...over,
});

/** A signature as a canvas gives it: a PNG data URL of a transparent box with a dark stroke across. */
export async function drawnSignature(blank = false): Promise<string> {
  const width = 300;
  const height = 120;
  const pixels = Buffer.alloc(width * height * 4);
  if (!blank)
    for (let x = 20; x < 280; x++)
      for (let dy = -2; dy <= 2; dy++) {
        const y = 60 + Math.round(25 * Math.sin(x / 20)) + dy;
        pixels.set([20, 30, 80, 255], (y * width + x) * 4);
      }
  const png = await sharp(pixels, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}
