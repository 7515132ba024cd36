/**
 * The first entries of real ingredient lists from data/ (each row's product id above it), INCI
 * names as CosIng spells them: the rows the list-read forms are tested on (docs/catalogue.md,
 * "Types and forms").
 */
export const listHeads = {
  /** missha-secret-recipe-peeling-apple-mask: a peel-off film ("Polyvinly Alcohol" in the source) */
  peelingAppleMask: ["WATER", "PYRUS MALUS FRUIT EXTRACT", "POLYVINYL ALCOHOL", "ALCOHOL", "PVP", "DIPROPYLENE GLYCOL"],
  /** elizavecca-hell-pore-clean-up-mask: a peel-off film */
  hellPoreCleanUpMask: ["WATER", "ALCOHOL", "POLYVINYL ALCOHOL", "CHARCOAL POWDER", "SALICORNIA HERBACEA EXTRACT"],
  /** missha-black-ghassoul-tightening-mask: a clay mask */
  blackGhassoulMask: ["WATER", "KAOLIN", "BUTYLENE GLYCOL", "BENTONITE", "PROPYLENE GLYCOL", "GLYCERIN"],
  /** baviphat-strawberry-toxifying-mask: a clay mask */
  strawberryToxifyingMask: ["WATER", "BUTYLENE GLYCOL", "KAOLIN", "GLYCERIN", "TITANIUM DIOXIDE", "BENTONITE"],
  /** missha-near-skin-firming-peptide-v-shaping-mask: polyvinyl alcohol fifth, after gelatin */
  vShapingMask: ["WATER", "GLYCERIN", "GELATIN", "SODIUM POLYACRYLATE", "POLYVINYL ALCOHOL", "PVP"],
  /** skin1004-madagascar-centella-poremizing-quick-clay-stick-mask: clay, in a stick */
  quickClayStickMask: ["WATER", "KAOLIN", "DIPROPYLENE GLYCOL", "GLYCERIN", "TITANIUM DIOXIDE"],
  /** missha-super-aqua-double-enzyme-oxygen-mask: a bubble mask with no format word */
  doubleEnzymeOxygenMask: ["WATER", "PERFLUOROHEXANE", "GLYCERIN", "CETYL ETHYLHEXANOATE", "BUTYLENE GLYCOL"],
  /** mediheal-mogongtox-soda-bubble-sheet: a bubble sheet mask */
  sodaBubbleSheet: [
    "WATER",
    "COCAMIDOPROPYL BETAINE",
    "SODIUM COCOYL APPLE AMINO ACIDS",
    "DIPROPYLENE GLYCOL",
    "DISILOXANE",
    "SODIUM LAUROYL GLUTAMATE",
    "METHYL PERFLUOROBUTYL ETHER",
  ],
  /** amorepacific-treatment-enzyme-peel: an enzyme powder wash */
  treatmentEnzymePeel: [
    "LACTOSE",
    "MANNITOL",
    "SODIUM COCOYL GLYCINATE",
    "SODIUM LAUROYL GLUTAMATE",
    "ZEOLITE",
    "WATER",
  ],
  /** cosrx-low-ph-good-morning-cleanser: a water-based gel cleanser */
  lowPhCleanser: ["WATER", "COCAMIDOPROPYL BETAINE", "SODIUM LAUROYL METHYL ISETHIONATE", "SODIUM CHLORIDE"],
  /** belif-pore-cleaner-bubble-foam: bubbles from perfluorinated ethers */
  poreCleanerBubbleFoam: [
    "WATER",
    "CELLULOSE",
    "ALCOHOL DENAT.",
    "BUTYLENE GLYCOL",
    "METHYL PERFLUOROISOBUTYL ETHER",
    "METHYL PERFLUOROBUTYL ETHER",
  ],
  /** holika-holika-soda-pore-cleansing-bubble-foam: a sulfate foam, no gas */
  sodaPoreBubbleFoam: ["WATER", "TEA-LAURYL SULFATE", "COCAMIDOPROPYL BETAINE", "SODIUM CHLORIDE"],
  /** neogen-canadian-clay-pore-cleanser: a soap with a gas, no bubble in its name */
  canadianClayPoreCleanser: [
    "WATER",
    "KAOLIN",
    "GLYCERIN",
    "STEARIC ACID",
    "MYRISTIC ACID",
    "METHYL PERFLUOROISOBUTYL ETHER",
    "POTASSIUM HYDROXIDE",
  ],
} as const;
