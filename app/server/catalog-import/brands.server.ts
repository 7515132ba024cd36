/**
 * Korean brands and their display spelling. Sources spell brands differently ("DR. JART+",
 * "Dr.Jart+", "Dr Jart"; "KLAIRS", "Dear Klairs"); the catalogue shows one spelling. A brand
 * not in this table is not Korean for the catalogue's purpose and its rows are ignored.
 */
const koreanBrands: Record<string, string> = {
  acwell: "Acwell",
  amorepacific: "Amorepacific",
  apieu: "A'pieu",
  aestura: "Aestura",
  ariul: "Ariul",
  atrue: "Atrue",
  banilaco: "Banila Co",
  beautyofjoseon: "Beauty of Joseon",
  belif: "belif",
  benton: "Benton",
  cosrx: "COSRX",
  dalba: "d'Alba",
  dalbapiedmont: "d'Alba",
  danahan: "Danahan",
  dewytree: "Dewytree",
  dralthea: "Dr. Althea",
  drjart: "Dr. Jart+",
  droracle: "Dr. Oracle",
  elensilia: "Elensilia",
  enature: "Enature",
  erborian: "Erborian",
  etude: "Etude House",
  etudehouse: "Etude House",
  goodskindays: "Good (Skin) Days",
  hanskin: "Hanskin",
  hanyul: "Hanyul",
  holikaholika: "Holika Holika",
  innisfree: "innisfree",
  inward: "Inward",
  isntree: "Isntree",
  juicetocleanse: "Juice to Cleanse",
  klairs: "Klairs",
  dearklairs: "Klairs",
  klavuu: "Klavuu",
  laneige: "Laneige",
  leaders: "Leaders",
  makeprem: "Make P:rem",
  mamonde: "Mamonde",
  mediheal: "Mediheal",
  missha: "Missha",
  nacific: "Nacific",
  neogen: "Neogen",
  neogendermalogy: "Neogen",
  olivarrier: "Olivarrier",
  paparecipe: "Papa Recipe",
  rep: "RE:P",
  saturdayskin: "Saturday Skin",
  skinfood: "Skinfood",
  skinrxlab: "SkinRx Lab",
  smdcosmetics: "SMD Cosmetics",
  somebymi: "Some By Mi",
  sonandpark: "Son & Park",
  sonpark: "Son & Park",
  sulwhasoo: "Sulwhasoo",
  suntique: "Suntique",
  surmedic: "Sur.Medic+",
  swanicoco: "Swanicoco",
  thankyoufarmer: "Thank You Farmer",
  thenimetyou: "Then I Met You",
  theplantbase: "The Plant Base",
  toocoolforschool: "Too Cool For School",
  tonymoly: "Tony Moly",
  torriden: "Torriden",
  troiareuke: "Troiareuke",
  unpa: "Unpa",
  "17vderma": "17VDerma",
  acropass: "Acropass",
  theklog: "The Klog",
  neomedical: "Neo-Medical",
  solvedskincare: "Solved Skincare",
  abib: "Abib",
  abibcosmetics: "Abib",
  abouttone: "About Tone",
  ahc: "AHC",
  ahcbeauty: "AHC",
  anua: "Anua",
  aplb: "APLB",
  aprilskin: "Aprilskin",
  atopalm: "Atopalm",
  axisy: "Axis-Y",
  banobagi: "Banobagi",
  baviphat: "Baviphat",
  bellflower: "Bellflower",
  bonajour: "Bonajour",
  botanicfarm: "Botanic Farm",
  bringgreen: "Bring Green",
  britishm: "British M",
  brtc: "BRTC",
  caolion: "Caolion",
  celimax: "Celimax",
  cellfusionc: "Cell Fusion C",
  chasinrabbits: "Chasin' Rabbits",
  chicaychico: "Chica y Chico",
  ciracle: "Ciracle",
  clio: "Clio",
  cliv: "CLIV",
  cnp: "CNP",
  cnplaboratory: "CNP",
  commleaf: "Commleaf",
  deoproce: "Deoproce",
  dermab: "Derma:B",
  dermalkorea: "Dermal Korea",
  dermatory: "Dermatory",
  drceuracle: "Dr. Ceuracle",
  drdifferent: "Dr. Different",
  drg: "Dr.G",
  elishacoy: "Elishacoy",
  elizavecca: "Elizavecca",
  enprani: "Enprani",
  esfolio: "Esfolio",
  espoir: "Espoir",
  facerepublic: "Face Republic",
  foodaholic: "Foodaholic",
  frankly: "Frankly",
  g9skin: "G9 Skin",
  glamfox: "Glamfox",
  goodal: "Goodal",
  heimish: "Heimish",
  hera: "Hera",
  houseofdohwa: "House of Dohwa",
  houseofhur: "House of Hur",
  hyggee: "Hyggee",
  illi: "illi",
  illiyoon: "Illiyoon",
  imfrom: "I'm From",
  imsorryformyskin: "I'm Sorry For My Skin",
  iope: "Iope",
  ipisu: "Ipisu",
  ipkn: "IPKN",
  isoi: "Isoi",
  itsskin: "It's Skin",
  iunik: "iUNIK",
  jmella: "Jmella",
  jmsolution: "JMsolution",
  jumiso: "Jumiso",
  jungsaemmool: "Jung Saem Mool",
  kahi: "Kahi",
  kocostar: "Kocostar",
  krisment: "Krisment",
  kundal: "Kundal",
  lador: "La'dor",
  ladykin: "Ladykin",
  lagom: "Lagom",
  lanbelle: "Lanbelle",
  leejiham: "Leejiham",
  lioele: "Lioele",
  lookatme: "lookATME",
  manyo: "ma:nyo",
  manyofactory: "ma:nyo",
  maryandmay: "Mary & May",
  maycoop: "May Coop",
  mixsoon: "Mixsoon",
  mizon: "Mizon",
  muldream: "Muldream",
  naturerepublic: "Nature Republic",
  nooni: "Nooni",
  numbuzin: "Numbuzin",
  onedaysyou: "One-Day's You",
  ottie: "Ottie",
  pcalm: "P.Calm",
  petitfee: "Petitfee",
  petitfeeandkoelf: "Petitfee",
  primera: "Primera",
  purito: "Purito",
  pyunkangyul: "Pyunkang Yul",
  realbarrier: "Real Barrier",
  romand: "Rom&nd",
  roundlab: "Round Lab",
  rovectin: "Rovectin",
  scinic: "Scinic",
  secretkey: "Secret Key",
  sioris: "Sioris",
  skin1004: "Skin1004",
  skin79: "Skin79",
  skinandlab: "Skin&Lab",
  sum37: "Su:m37",
  sweetchef: "Sweet Chef",
  thefaceshop: "The Face Shop",
  thepotions: "The Potions",
  thesaem: "The Saem",
  theyeon: "The Yeon",
  tiam: "Tia'm",
  tirtir: "Tirtir",
  tosowoong: "Tosowoong",
  urang: "Urang",
  verikos: "Verikos",
  village11factory: "Village 11 Factory",
  whamisa: "Whamisa",
  wonjineffect: "Wonjin Effect",
  xycos: "Xycos",
  yadah: "Yadah",
  yadahcosmetics: "Yadah",
  ynm: "YNM",
};

/** Brands whose products are all tools (micro-needle patches), not skincare formulas. */
const toolBrands = new Set(["Acropass"]);

export function brandKey(raw: string): string {
  return raw
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "");
}

/** Display spelling of a Korean brand; `undefined` for any other brand. */
export function koreanBrand(raw: string): string | undefined {
  const key = brandKey(raw);
  return koreanBrands[key] ?? koreanBrands[key.replace(/and/g, "")];
}

export function isToolBrand(brand: string): boolean {
  return toolBrands.has(brand);
}

/**
 * The Korean brand a product name starts with ("Dear, Klairs Midnight Blue …"), for sources
 * without a brand column; the rest of the name comes back without it.
 */
export function splitBrandPrefix(name: string): { brand: string; rest: string } | undefined {
  const words = name.trim().split(/\s+/);
  for (let count = Math.min(4, words.length - 1); count >= 1; count -= 1) {
    const brand = koreanBrand(words.slice(0, count).join(" "));
    if (brand) return { brand, rest: words.slice(count).join(" ") };
  }
  return undefined;
}

/** The name without a leading repetition of the brand ("Mamonde Pore Clean Toner" → "Pore Clean Toner"). */
export function withoutBrandPrefix(name: string, brand: string): string {
  const words = name.trim().split(/\s+/);
  for (let count = Math.min(3, words.length - 1); count >= 1; count -= 1) {
    if (koreanBrand(words.slice(0, count).join(" ")) === brand) return words.slice(count).join(" ");
  }
  return name.trim();
}
