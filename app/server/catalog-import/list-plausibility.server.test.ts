import path from "node:path";
import { describe, expect, it } from "vitest";
import type { ProductForm } from "~/domain/product-forms";
import type { ProductType } from "~/domain/product-types";
import { loadCosing } from "./cosing-index.server";
import { type CsvRow, readCsvFile } from "./csv-file.server";
import { splitInciList } from "./inci-list.server";
import { resolveIngredientList } from "./ingredient-resolver.server";
import {
  type GatedList,
  gatedEntry,
  listPlausibility,
  type PlausibilityGate,
  waterListingsOf,
} from "./list-plausibility.server";
import { reviewedLists } from "./reviewed-lists.server";

interface PlausibilityRow {
  file: string;
  line: number;
  name: string;
  productType: ProductType;
  form: ProductForm;
  list: string;
}

/** Real rows of data/, copied with their file and line (the row's first line), name and list as the source gives them. */
const rows = {
  // Pyunkang Yul
  calmingSunCream: {
    file: "products_indonesia_sociolla_inci_2025.csv",
    line: 2216,
    name: "Calming Sun Cream",
    productType: "spf",
    form: "cream",
    list: "Niacinamide, Citric Acid, Centella Asiatica Extract, Gluconolactone, Lonicera Japonica (Honeysuckle) Flower Extract, Sodium Hyaluronate, Melaleuca Altemifolia (Tea Tree) Leaf Extract, Centella Asiatica Leaf Extract, Ceramide NP, Adenosine, Melaleuca Altemifolia (Tea Tree) Leaf Extract",
  },
  // Pyunkang Yul
  atoMildSunCream: {
    file: "products_indonesia_sociolla_inci_2025.csv",
    line: 2390,
    name: "ATO Mild Sun Cream",
    productType: "spf",
    form: "cream",
    list: "Zinc Oxide, Titanium Dioxide, Butyloctyl Salicylate, Ethylhexyl salicylate, Artemisia Princeps Leaf Extract, Camellia Sinensis Leaf Extract, Sodium Hyaluronate, Ceramide NP",
  },
  // Amorepacific
  resortSunStick: {
    file: "products_kbeauty_skincareapi_2017.csv",
    line: 1084,
    name: "Resort Collection Sun Protection Stick SPF 50+",
    productType: "spf",
    form: "stick",
    list: "Polyethylene, Isopropyl Palmitate, Polymethylsilsesquioxane, Homosalate, Octocrylene, Phenyl Trimethicone, Squalane, Butyloctyl Salicylate, Helianthus Annuus (Sunflower) Seed Wax, Ethylhexyl Salicylate, Ricinus Communis (Castor) Seed Oil, Butyl Methoxydibenzoylmethane, Phyllostachis Bambusoides Juice, Portulaca Oleracea Extract, Prunus Mume Fruit Extract, Camellia Sinensis Seed Oil, Glyceryl Caprylate, Butylene Glycol, Alcohol, Fragrance",
  },
  // Cell Fusion C
  stickSunscreen100: {
    file: "products_indonesia_sociolla_inci_2025.csv",
    line: 2450,
    name: "Stick Sunscreen 100 SPF50+ PA+++",
    productType: "spf",
    form: "stick",
    list: "Purified Water, Polyethylene, Dimethicone, Homosalate, Methyl Methacrylate Crosspolymer, Ethylhexyl Methoxycinnamate, Dicaprylyl Carbonate, Ethylhexyl Salicylate, Diethylamino Hydroxybenzoyl Hexyl Benzoate, Butylene Glycol Dicaprylate/?Dicaprate, Vinyl Dimethicone/?Methicone Silsesquioxane Crosspolymer, Octocrylene, Cetyl Ethylhexanoate, Bis-Ethylhexyloxyphenol Methoxyphenyl Triazine, Ozokerite, Dibutyl Adipate, 1,2-Hexanediol, Lauryl Polyglyceryl-3 Polydimethylsiloxyethyl Dimethicone, Bergamot Oil, Glyceryl Caprylate, Ethylhexylglycerin, Sea Water, Betula Alba Juice, Orange Peel Oil, Saccharide Hydrolysate, Fructooligosaccharides, Lavender Oil, Dehydroacetic Acid, Pullulan, Eucalyptus Globulus Leaf Oil, Butylene Glycol, Glycerin, Houttuynia Cordata Extract, Propylene Glycol, Panthenol, Octyldodecanol, Tocopherol, Maltodextrin, Hydrogenated Lecithin, Ceramide NP, Sucrose Stearate, Echium Plantagineum Seed Oil, Salvia Officinalis (Sage) Leaf Extract, Origanum Majorana Leaf Extract, Ocimum Basilicum (Basil) Leaf Extract, Helianthus Annuus (Sunflower) Seed Oil Unsaponifiables, Cholesterol, Stearic Acid, Palmitic Acid, Cholesteryl Macadamiate, Cardiospermum Halicacabum Flower/?Leaf/?Vine Extract, Portulaca Oleracea Extract, Saccharide Isomerate, Hydrolyzed Lupine Protein, Limonene, Linalool",
  },
  // SKIN1004
  clayStickMask: {
    file: "products_indonesia_sociolla_inci_2025.csv",
    line: 178,
    name: "Madagascar Centella Poremizing Quick Clay Stick Mask",
    productType: "mask",
    form: "stick",
    list: "Water, Kaolin(18%), Dipropylene Glycol, Glycerin, Titanium Dioxide (CI 77891), Butylene Glycol, Sodium Stearate, Centella Asiatica Extract(4.9%), 1,2-Hexanediol, Phaseolus Angularis Seed Powder, Aloe Barbadensis Leaf Extract, Cetearyl Olivate, Propanediol, Sorbitan Olivate, Dimethicone, Iron Oxides (CI 77491), Ethylhexylglycerin, Sodium Phytate, Bentonite, Illite, Mineral Salts, Montmorillonite, Calamine",
  },
  // Sulwhasoo
  gentleCleansingOil: {
    file: "products_sephora_skincare_2025.csv",
    line: 428,
    name: "Gentle Cleansing Oil Makeup Remover",
    productType: "oil-based cleanser",
    form: "oil",
    list: "Disodium Cocoamphodiacetate, Cocamidopropyl Betaine, Acrylates/Beheneth-25 Methacrylate Copolymer, PEG-200 Hydrogenated Glyceryl Palmate, Sodium Chloride, Pentylene Glycol, 1,2-Hexanediol, Sodium Methyl Cocoyl Taurate, Caprylyl/Capryl Glucoside, Peg-7 Glyceryl Cocoate, Fragrance/Parfum, Isostearic Acid, Potassium Hydroxide, Butylene Glycol, Limonene, Disodium EDTA, Ethylhexylglycerin, Sodium Benzoate, Tetrasodium EDTA, Coix Lacryma-Jobi Ma-Yuen Seed Extract, Citrus Unshiu Peel Extract, Castanea Crenata (Chestnut) Shell Extract, Linalool, Spirodela Polyrhiza Extract, Dioscorea Japonica Root Extract, Dextrin, Theobroma Cacao (Cocoa) Extract, Rubus Idaeus (Raspberry) Fruit Extract, Ulmus Davidiana Root Extract, Salicornia Herbacea Extract, Morus Alba Leaf Extract, Angelica Keiskei Extract, Citric Acid, Tocopherol.",
  },
  // Acwell
  wateryCleansingOil: {
    file: "products_kbeauty_sokoglam_2022.csv",
    line: 17,
    name: "pH Balancing Watery Cleansing Oil",
    productType: "oil-based cleanser",
    form: "oil",
    list: "Water, PEG-7 Glyceryl Cocoate, Butylene Glycol, Dipropylene Glycol, Ethylhexyl Palmitate, Caprylic/Capric Triglyceride, 1,2-Hexanediol, Potassium Benzoate, Citric Acid, Hamamelis Virginiana (Witch Hazel) Water, Camellia Sinensis Leaf Water, Salvia Officinalis (Sage) Leaf Extract, Ethylhexylglycerin, Melissa Officinalis Leaf Extract, Arctium Majus Root Extract, Mentha Piperita (Peppermint) Leaf Extract, Juniperus Communis Fruit Extract, Viscum Album (Mistletoe) Extract, Hypericum Perforatum Extract, Saponaria Officinalis Root Extract, Disodium EDTA, Glycyrrhiza Uralensis (Licorice) Root Extract, Melaleuca Alternifolia (Tea Tree) Leaf Extract",
  },
  // Goodal
  transFoamCleansingOil: {
    file: "products_kbeauty_skincareapi_2017.csv",
    line: 1257,
    name: "Trans Foam Cleansing Oil",
    productType: "oil-based cleanser",
    form: "oil",
    list: "Water, Decyl Glucoside, Sodium Cocoyl Apple Amino Acids, Olive (Olea Europaea) Fruit Oil, Glycerin, Sodium Hydroxide, Citric Acid, Fragrance, Hexylene Glycol, Phenoxyethanol, Lemon (Citrus Limon) Fruit Extract, Saponaria Officinalis Leaf/Root Extract, Moss Rose (Portulaca Oleracea) Extract, Pueraria Thunbergiana Root Extract, Cnidium Officinale Root Extract, Licorice (Glycyrrhiza Glabra) Root Extract, Peony (Paeonia Lactiflora) Root Extract, Monascus Extract, BHT, Disodium EDTA, Ethylhexylglycerin, Soluble Collagen, Aloe Barbadensis Leaf Juice, Argan (Argania Spinosa) Kernel Oil, Camellia Japonica Seed Oil, Camellia Sinensis Seed Oil, Sunflower (Helianthus Annuus) Seed Oil, Macadamia (Macadamia Integrifolia) Seed Oil, Jojoba (Simmondsia Chinensis) Seed Oil, Sodium Hyaluronate, Xanthan Gum",
  },
  // Ladykin
  mangoIcingGelBar: {
    file: "products_kbeauty_skincareapi_2017.csv",
    line: 1366,
    name: "Fresh Mango Icing Gel Bar",
    productType: "water-based cleanser",
    form: "foam",
    list: "Mangifera Indica (Mango) Fruit Extract (90%), Butylene Glycol, Alcohol, PEG/PPG-17/6 Copolymer, Hyaluronic Acid, Allantoin, Beta-Glucan, Panthenol, Betaine, Trehalose, Carbomer, Disodium EDTA, PEG-60 Hydrogenated Castor Oil, Triethanolamine, Water, Illicium Verum (Anise) Fruit Extract, Caprylyl Glycol, 1 2-hexanediol, Phenoxyethanol, Fragrance",
  },
  // Cell Fusion C
  poreSunCleansingFoam: {
    file: "products_indonesia_sociolla_inci_2025.csv",
    line: 1576,
    name: "Pore Sun Cleansing Foam",
    productType: "water-based cleanser",
    form: "foam",
    list: "Aqua, Glycerin, Hydrogenated Palm Acid, Potassium Hydroxide, Glyceryl Stearate, Polyquaternium-7, Acrylates/ C10-30 Alkyl Acrylate Crosspolymer, Citrus Aurantium Bergamia Fruit Oil, Sodium Phytate, Citrus Limon Peel Oil, Lavandula Angustifolia Oil, Cananga Odorata Flower Oil, Citrus Aurantium Dulcis Peel Oil, Eucalyptus Globulus Leaf Extract, Sodium Benzoate, Calophyllum Inophyllum Seed Oil, Capryloyl Salicylic Acid, Helianthus Annuus (Sunflower) Seed Oil, Morinda Citrifolia Seed Oil, Sweet Almond (Prunus Amygdalus Dulcis ) Oil, Salicylic Acid, Sodium Hyaluronate, Linoleic Acid, Perlite.",
  },
  // Solved Skincare
  coconutWaterCleansingFoam: {
    file: "products_kbeauty_sokoglam_2022.csv",
    line: 79,
    name: "Coconut Water Cleansing Foam",
    productType: "water-based cleanser",
    form: "foam",
    list: "Glycerin, Myristic Acid, Methylpropanediol, Potassium Cocoyl Glycinate, Water, Potassium Hydroxide, Stearic Acid, Cocamidopropyl Betaine, Lauric Acid, Sodium Methyl Cocoyl Taurate, Peg-40 Stearate, Glyceryl Stearate, Peg-100 Stearate, Egg Yolk Extract, Lysozyme, Bromelain, Papain, Albumen Extract, Zea Mays (Corn) Starch, Polyquaternium-39, Fragrance, Tocopheryl Acetate, Centella Asiatica Extract, Ficus Carica (Fig) Fruit Extract, Algae Extract, Eclipta Prostrata Leaf Extract, Dipropylene Glycol, Peg-14m, Trisodium Edta, Hydrogenated Lecithin, 1,2-hexanediol, Fructooligosaccharides, Hydroxypropyl Methylcellulose, Butylene Glycol, Beta-glucan, Lecithin, Hydrolyzed Hyaluronic Acid, Ceramide Np, Folic Acid, Cholesterol, Raffinose, Alcohol, Tromethamine, Panthenol, Sodium Benzoate, Palmitoyl Pentapeptide-4, Phenoxyethanol, Mannitol.",
  },
  // belif
  poreCleanerBubbleFoam: {
    file: "products_sephora_kaggle_cosmetics.csv",
    line: 519,
    name: "Pore Cleaner Bubble Foam",
    productType: "water-based cleanser",
    form: "foam",
    list: "Water, Cellulose, Alcohol Denat., Butylene Glycol, Methyl Perfluoroisobutyl Ether, Methyl Perfluorobutyl Ether, 1,2-hexanediol, Cyclohexasiloxane, Moringa Oleifera Seed Oil, Eucalyptus Globulus Leaf Extract*, Rosa Canina Fruit Extract*, Mentha Rotundifolia Leaf Extract*, Calendula Officinalis Flower Extract+, Rubus Idaeus (Raspberry) Leaf Extract+, Avena Sativa (Oat) Kernel Extract+, Nepeta Cataria Extract+, Baptisia Tinctoria Root Extract+, Stellaria Media (Chickweed) Extract+, Melaleuca Alternifolia (Tea Tree) Leaf Oil**, Citrus Aurantium Bergamia (Bergamot) Fruit Oil*, Pelargonium Graveolens Flower Oil**, Rosmarinus Officinalis (Rosemary) Leaf Oil**, Eucalyptus Globulus Leaf Oil**, Citrus Aurantifolia (Lime) Oil**, PEG-8, Coco-glucoside, Tromethamine, Carbomer, Acrylates/Beheneth-25 Methacrylate Copolymer, PEG-60 Hydrogenated Castor Oil, Methyl Gluceth-20, Propanediol, Dipropylene Glycol, PEG/PPG-17/6 Copolymer, Trisodium EDTA, Perfluorohexane, Perfluoroperhydrophenanthrene, Perfluorodecalin, Perfluorodimethylcyclohexane, Limonene. +Napiers original formula. *Sebum Control Herb Complex. **Fragrances of natural origin.",
  },
  // COSRX
  hyaluronicFoamCleanser: {
    file: "products_kbeauty_skincareapi_2017.csv",
    line: 148,
    name: "Hyaluronic Acid Hydra Foam Cleanser",
    productType: "water-based cleanser",
    form: "foam",
    list: "Glycerin, Water, Stearic Acid, Myristic Acid, Potassium Hydroxide, Lauric Acid, Peg-32, Cocamidopropyl Betaine Sodium Laureth Sulfate, Glyceryl Stearate, Polyquaternium-7, Lauramide Dea, Melaleuca Alternifolia (Tea Tree) Leaf Oil Salix Nigra (Willow) Bark Extract, Polysorbate 60, Peg-100 Stearate, Peg-7 Glyceryl Cocoate, Sorbitan Olivate, Cellulose Gum, Gaultheria Procumbens (Wintergreen) Leaf Extract, Disodium Edta",
  },
  // COSRX
  // Celimax: the ampoule mask carries a Centella list; the clay mask is its own (catalogue review, third pass).
  noniAmpouleMask: {
    file: "products_indonesia_sociolla_inci_2025.csv",
    line: 2061,
    name: "The Real Noni Energy Ampoule Mask",
    productType: "mask",
    form: "sheet",
    list: "Centella Asiatica Extract, Aqua, Glycerin, 1,2-Hexanediol, Dipropylene Glycol, Isopentyldiol, Polyglyceryl-10 Laurate, Dimethicone/Vinyl Dimethicone Crosspolymer, Carbomer, Tromethamine, Allantoin, Xanthan Gum, Ethylhexylglycerin, Betaine, Melia Azadirachta Leaf Extract, Disodium EDTA, Polyglyceryl-10 Myristate, Melia Azadirachta Flower Extract, Sodium Hyaluronate, Parfum, Butylene Glycol, Dextrin, Hydrolyzed Hyaluronic Acid, Caramel, Centella, Asiatica Leaf Extract, Caprylic/Capric Triglyceride, Sodium Acetylated Hyaluronate, Arginine, Ceramide NP, Hydrogenated Lechitin, Madecassoside.",
  },
  noniClayMask: {
    file: "products_indonesia_sociolla_inci_2025.csv",
    line: 2110,
    name: "The Real Noni Refresh Clay Mask",
    productType: "mask",
    form: "wash-off",
    list: "Morinda Citrifolia Extract, Kaolin, Aqua, Bentonite, Glycerin, Propanediol, Alcohol, 1,2-Hexanediol, Morinda Citrifolia Fruit Extract, Dipropylene Glycol, CI 77492, Butylene Glycol, CI 77499, Xanthan Gum, Citric Acid, Betula Platyphylla Japonica Juice, Ethylhexylglycerin, Camellia Sinensis Leaf Extract, Glycyrrhiza Glabra Root Extract, Agrimonia Eupatoria Extract, Prunus Amygdalus Amara Kernel Oil, Allantoin, Perilla Frutescens Leaf Extract, Saponaria Officinalis Extract, Pyrus Malus Leaf Extract, Kigelia Africana Fruit Extract, Vanilla Planifolia Fruit Extract, Jasminum Officinale Flower Extract.",
  },
  salicylicCleanser: {
    file: "products_kbeauty_skincareapi_2017.csv",
    line: 155,
    name: "Salicylic Acid Exfoliating Cleanser",
    productType: "water-based cleanser",
    form: "foam",
    list: "Glycerin, Water, Stearic Acid, Myristic Acid, Potassium Hydroxide, Lauric Acid, Peg-32, Cocamidopropyl Betaine Sodium Laureth Sulfate, Glyceryl Stearate, Polyquaternium-7, Lauramide Dea, Melaleuca Alternifolia (Tea Tree) Leaf Oil Salix Nigra (Willow) Bark Extract, Polysorbate 60, Peg-100 Stearate, Peg-7 Glyceryl Cocoate, Sorbitan Olivate, Cellulose Gum, Gaultheria Procumbens (Wintergreen) Leaf Extract, Disodium Edta",
  },
  // Anua
  heartleafSheetMask: {
    file: "products_indonesia_sociolla_inci_2025.csv",
    line: 2004,
    name: "Heartleaf 77% Soothing Sheet Mask",
    productType: "mask",
    form: "sheet",
    list: "Water, Dipropylene Glycol, Butylene Glycol, Glycerin, Diglycerin, Betula Platyphylla Japonica Juice, Beta-Glucan, Sodium Hyaluronate, Hydroxypropyltrimonium Hyaluronate, Sodium Acetylated Hyaluronate, Hydrolyzed Hyaluronic Acid, Hyaluronic Acid, Sodium Hyaluronate Crosspolymer, Hydrolyzed Sodium Hyaluronate, Potassium Hyaluronate, Dipotassium Glycyrrhizate , Trehalose, Allantoin, Butyrospermum Parkii (Shea) Butter, Phytosphingosine, Ceramide NP, Glucose, Xylitol, Xylitylglucoside, Anhydroxylitol, Arginine, Caffeine, Biosaccharide Gum-1, Carbomer, Hydroxyacetophenone, Caprylyl Glycol, Ethylhexylglycerin, 1,2-Hexanediol, Sodium Phytate",
  },
  // Anua
  birchMoistureMask: {
    file: "products_indonesia_sociolla_inci_2025.csv",
    line: 2154,
    name: "Birch Moisture Mask",
    productType: "mask",
    form: "sheet",
    list: "Houttuynia Cordata Extract, Glycerin, Water, Dipropylene Glycol, Glycereth-26, 1,2-Hexanediol, Arginine, Caprylyl Glycol, Propanediol, Illicium Verum (Anise) Fruit Extract, Allantoin, Sodium Hyaluronate, Centella Asiatica Extract, Chamomilla Recutita (Matricaria) Flower Extract, Hippophae Rhamnoides Fruit Extract, Hamamelis Virginiana (Witch Hazel) Leaf Extract, Ceramide NP, Glycosphingolipids, Hydrogenated Lecithin, Carbomer, Xanthan Gum, Polyglyceryl-4 Caprate, Ethylhexylglycerin, Disodium EDTA, Squalane",
  },
  // Anua
  heartleafAmpoule: {
    file: "products_indonesia_sociolla_inci_2025.csv",
    line: 2619,
    name: "Heartleaf 80% Soothing Ampoule",
    productType: "treatment",
    form: "liquid",
    list: "Houttuynia Cordata Extract, Butylene Glycol, Glycerin, 1,2-Hexanediol, Betaine, Cassia Obtusifolia Seed Extract, Panthenol, Hydroxyethyl Cellulose, Sodium Hyaluronate, Arginine, Carbomer, Ethylhexylglycerin",
  },
  // Nacific
  salicylicMaskPack: {
    file: "products_indonesia_sociolla_inci_2025.csv",
    line: 2151,
    name: "Salicylic Acid Clarifying Mask Pack",
    productType: "mask",
    form: "sheet",
    list: "Aqua, Butylene Glycol, Niacinamide, Isopentyldiol, Glycerin, 1,2-Hexanediol, Carbomer, Propanediol, Panthenol, Polyglyceryl-10 Laurate, Ethylhexylglycerin, Tromethamine, Adenosine, Salicylic Acid, Aniba Rosodora Wood Oil, Cynanchum Atratum Extract, Ficus Carica Fruit/Leaf Extract, Ficus Carica Fruit Extract, Rosa Canina Fruit Oil.",
  },
  // Missha
  brownRicePowderWash: {
    file: "products_kbeauty_skincareapi_2017.csv",
    line: 611,
    name: "Brown Rice Powder Wash with Baking Powder",
    productType: "water-based cleanser",
    form: "powder",
    list: "Corn Starch, Sodium Lauroyl Aspartate, Sodium Cocoyl Isethionate, Sodium Palmitate, Rice Powder, Sodium Bicarbonate, Dipotassium Glycyrrhizate, Titanium Dioxide, Maltodextrin, Papain, Microcrystalline Cellulose, Mannitol, Sucrose, CI 77492, Ethanol, Methylparaben, Fragrance",
  },
  // innisfree
  bijaCicaBalm: {
    file: "products_indonesia_sociolla_inci_2025.csv",
    line: 791,
    name: "Bija Cica Balm EX",
    productType: "moisturizer",
    form: "balm",
    list: "WATER / AQUA / EAU, PROPANEDIOL, GLYCERIN, CYCLOPENTASILOXANE, SQUALANE, CYCLOHEXASILOXANE, CETEARYL ALCOHOL, PANTHENOL, 1,2-HEXANEDIOL, C12-16 ALCOHOLS, POLYSORBATE 60, DIISOSTEARYL MALATE, HYDROXYETHYL ACRYLATE/SODIUM ACRYLOYLDIMETHYL TAURATE COPOLYMER, PALMITIC ACID, ACRYLATES/C10-30 ALKYL ACRYLATE CROSSPOLYMER, HYDROGENATED LECITHIN, TROMETHAMINE, CETEARYL GLUCOSIDE, TORREYA NUCIFERA SEED OIL, DISODIUM EDTA, SORBITAN ISOSTEARATE, MADECASSOSIDE, ASIATICOSIDE, MADECASSIC ACID, ASIATIC ACID, GLUCOSE",
  },
  // COSRX
  honeyOvernightMask: {
    file: "products_skinsort_subset_2023.csv",
    line: 1914,
    name: "Ultimate Moisturizing Honey Overnight Mask",
    productType: "mask",
    form: "sleeping",
    list: "Propolis Extract,Butylene Glycol,Glycerin,Betaine,1,2-Hexanediol,Peg-60 Hydrogenated Castor Oil,Arginine,Cassia Obtusifolia Seed Extract,Dimethicone,Ethylhexylglycerin,Carbomer,Sodium Hyaluronate,Beeswax,Allantoin,Panthenol,Sodium Polyacrylate,Adenosine",
  },
  // Abib
  heartleafJellyMask: {
    file: "products_indonesia_sociolla_inci_2025.csv",
    line: 2405,
    name: "Collagen Gel Mask Heartleaf Jelly",
    productType: "mask",
    form: "sheet",
    list: "Water,Butylene Glycol,Isopentyldiol,Glycerin,Betaine,Glycereth-26,Niacinamide,Macadamia Integrifolia Seed Oil,Methylpropanediol,1,2-Hexanediol,Anastatica Hierochuntica Extract, Collagen Extract,Chondrus Crispus Powder,Ceratonia Siliqua (Carob) Gum,Sodium Hyaluronate,Kaolin,Hydroxyacetophenone,Glyceryl Stearate,Hydrogenated Coco-Glycerides,Polysorbate 20,Polyacrylate-13,Allantoin,Propanediol,Glucomannan,Panthenol,Cellulose Gum,Polyisobutene,Octyldodeceth-16,Potassium Chloride,Adenosine,Dextrin,Ethylhexylglycerin,Sodium Phytate,Sorbitan Isostearate,Dipotassium Glycyrrhizate,Sodium Polyacrylate,Trehalose,Tocopherol,Caprylyl Glycol,Ceramide NP,Palmitoyl Tripeptide-5,Cetearyl Alcohol,Xanthan Gum",
  },
  // Pyunkang Yul
  deepClearCleansingBalm: {
    file: "products_indonesia_sociolla_inci_2025.csv",
    line: 226,
    name: "Deep Clear Cleansing Balm",
    productType: "oil-based cleanser",
    form: "balm",
    list: "Helianthus Annuus (Sunflower) Seed Oil, Macadamia Ternifolia Seed Oil, Camellia Sinensis Seed Oil, Centella Asiatica Extract, Glycyrrhiza Glabra (Licorice) Root Extract, Solanum Melongena (Eggplant) Fruit Extract, Melaleuca Alternifolia (Tea Tree) Extract, Houttuynia Cordata Extract, Panthenol, Ceramide NP, Hyaluronic Acid, Oryza Sative (Rice) Bran Oil",
  },
  // Ciracle: the catalogue review of 2026-11-28 found the brand's clay mask list (the row before) here.
  jejuWaterSleepingMask: {
    file: "products_kbeauty_skincareapi_2017.csv",
    line: 102,
    name: "Jeju Water Sleeping Mask",
    productType: "mask",
    form: "sleeping",
    list: "Water, Kaolin, Butylene Glycol, Volcanic Ash, Titanium Dioxide, Sorbitol, Caprylic/Capric Triglyceride, Cetearyl Alcohol, Stearic Acid, Bentonite, Polysorbate 60, Salix Alba (Willow) Bark Extract, Polyvinyl Alcohol",
  },
  // Torriden: the catalogue review of 2026-11-28 (second sample) found the start of the list cut.
  diveInMask: {
    file: "products_indonesia_sociolla_inci_2025.csv",
    line: 1986,
    name: "Dive-In Low-Molecular Hyaluronic Acid Mask",
    productType: "mask",
    form: "sheet",
    list: "Sodium Hyaluronate, Sodium Acetylated Hyaluronate, Hydrolyzed Sodium Hyaluronate, Hydrolyzed Hyaluronic Acid(100ppm), Panthenol, Trehalose, Allantoin, Chamomilla Recutita (Matricaria) Flower Extract, Calendula Officinalis Flower Extract",
  },
  // Acwell: a lotion given a bubble cleanser's list
  realAquaBalancingLotion: {
    file: "products_indonesia_sociolla_inci_2025.csv",
    line: 792,
    name: "Real Aqua Balancing Lotion",
    productType: "moisturizer",
    form: "lotion",
    list: "Aqua, Glycerin, Butylene Glycol, Sodium Cocoamphoacetate, Disiloxane, Acrylates Copolymer, Cocamidopropyl Betaine, Sodium Cocoyl Glycinate, Camellia Sinensis Extract, Acacia Senegal Gum, Methyl Perfluorobutyl Ether, Methyl Perfluoroisobutyl Ether, Salicylic Acid, Sodium Chloride, Propanediol, Zinc PCA, 1,2-Hexanediol, Citric Acid, Sodium Hydroxide, Xanthan Gum, Melaleuca Alternifolia Leaf Extract, Coconut Acid, Sodium Cocoate, Tetrasodium EDTA, Caprylhydroxamic Acid, Propylene Glycol, Phenoxyethanol, Biosaccharide Gum-1",
  },
  // Mediheal: a bubble sheet, rinsed off although its name's form is a sheet
  sodaBubbleSheet: {
    file: "products_kbeauty_skincareapi_2017.csv",
    line: 1402,
    name: "Mogongtox Soda Bubble Sheet",
    productType: "mask",
    form: "sheet",
    list: "Water, Cocamidopropyl Betaine, Sodium Cocoyl Apple Amino Acids, Dipropylene Glycol, Disiloxane, Sodium Lauroyl Glutamate, Methyl Perfluorobutyl Ether, Methyl Perfluoroisobutyl Ether, Hydroxyethylcellulose, Phenoxyethanol, Chlorphenesin, Caprylyl Glycol, 1 2-hexanediol, Propanediol, Fragrance, Disodium EDTA, Illicium Verum (Anise) Fruit Extract, Carica Papaya (Papaya) Fruit Extract, Phaseolus Radiatus Seed Extract, Castanea Sativa (Chestnut) Bark Extract, Diospyros Kaki Leaf Extract, Oryza Sativa (Rice) Bran Extract, Carthamus Tinctorius (Safflower) Flower Extract, Hyaluronic Acid, Propolis Extract, Hamamelis Virginiana (Witch Hazel) Bark/Leaf/Twig Extract, Carbonated Water, Galactomyces Ferment Filtrate, Butylene Glycol, Milk Protein Extract, Apple",
  },
  // Amorepacific: an enzyme powder wash, whose name gives no form
  treatmentEnzymePeel: {
    file: "products_sephora_kaggle_cosmetics.csv",
    line: 1009,
    name: "Treatment Enzyme Peel",
    productType: "exfoliant",
    form: "liquid",
    list: "Lactose, Mannitol, Sodium Cocoyl Glycinate, Sodium Lauroyl Glutamate, Zeolite, Water, Silica, Allantoin, Betaine, Papain, Carica Papaya (Papaya) Fruit Extract, Camellia Sinensis Leaf Extract, Zizyphus Jujuba Fruit Extract, Zingiber Officinale (Ginger) Root Extract, Dipotassium Glycyrrhizate, Zea Mays (Corn) Starch, Butylene Glycol, Polymethyl Methacrylate, Peg-75, Green 3 (CI 42053), Yellow 5 (CI 19140), Fragrance.",
  },
  // Lioele: a spot treatment with solubilisers CosIng also files under cleansing
  troubleHunter: {
    file: "products_kbeauty_skincareapi_2017.csv",
    line: 567,
    name: "A.C Control Trouble Spot Trouble Hunter",
    productType: "treatment",
    form: "liquid",
    list: "Water, Butylene Glycol, Glycerin, Biosaccharide Gum-1, Alcohol, PEG-60 Hydrogenated Castor Oil, Polysorbate 80, Carbomer, Triethanolamine, Melaleuca Alternifolia (Tea Tree) Leaf Oil, Allantoin, Hydrolyzed Algin, Sodium Hyaluronate, Methylparaben, Ethylparaben, Cellulose gum, Dipotassium Glycyrrhizate, Disodium EDTA, Zinc Sulfate, Propylene Glycol, Phenoxyethanol, Chlorphenesin, PEG-60 Almond Glycerides, Caprylyl Glycol, Nordihydroguaiaretic Acid, Oleanolic Acid.",
  },
  // Ipisu
  refreshNatureCream: {
    file: "products_skinsort_subset_2023.csv",
    line: 61,
    name: "refresh nature cream",
    productType: "moisturizer",
    form: "cream",
    list: "Glycerin 5%,Xanthium Strumarium Fruit Extract 0.17%,Cnidium Monnieri Fruit Extract 0.17%,Angelica Acutiloba Root Extract 0.17%,Citric Acid 0.01%,Malic Acid,Limonia Acidissima Extract 0.17%,Water,Hydrogenated Polydecene,Beeswax,Cetearyl Olivate,Methylpropanediol,Pentaerythrityl Tetraethylhexanoate,Ethylhexyl Palmitate,Cetyl Ethylhexanoate,Sorbitan Olivate,Stearic Acid,Rhus Semialata Gall Extract,Hexanediol,Hydrolyzed Collagen,Cetearyl Alcohol,Dimethicone,Sodium Caprylate,Sodium Polyacryloyldimethyl Taurate,Sodium Taurate,Vp/Va Copolymer,Palmitic Acid,Propanediol,Isohexadecane,Hydroxyacetophenone,Carbomer,Arginine,Centella Asiatica Extract,Chlorphenesin,Ethylhexylglycerin,Polysorbate 80,Xanthan Gum,Parfum,Benzyl Salicylate,Coumarin,Butylphenyl Methylpropional,Limonene,Linalool,Disodium EDTA,Sodium Lactate,Arachidic Acid,Sodium PCA,Myristic Acid,Lactic Acid,Pyruvic Acid,Tartaric Acid,Alcohol,Polysorbate 20,Madecassoside",
  },
  // Skin79: a BB cream, base make-up the import leaves out, read here for its list alone.
  snailNutritionBbCream: {
    file: "products_kbeauty_skincareapi_2017.csv",
    line: 878,
    name: "Snail Nutrition BB Cream",
    productType: "moisturizer",
    form: "cream",
    list: "Snail Secretion Filtrate (45.12%), Titanium Dioxide (9.01%), Phenyl Trimethicone, Dimethicone, Zinc Oxide (6.30%), Butylene Glycol Dicaprylate/Dicaprate, Babassu Oil, Cetyl PEG/PPG-10/1 Dimethicone, Butylene Glycol, Arbutin (2%), Cyclopentasiloxane, Cyclohexasiloxane, Trimethylsiloxysilicate, Magnesium Sulfate, Aluminum Hydroxide, Stearic Acid, Dimethicone/Vinyl Dimethicone Crosspolymer, Sorbitan Isostearate, Calcium Stearate, Polyglyceryl -4 Isostearate, Triethoxycaprylylsilane, Hexyl Laurate, Tocopheryl Acetate, Adenosine (0.04%), Water, Glycerin, Quaternium-18 Bentonite, Disodium EDTA, Hamamelis Virginiana (Witch Hazel) Extract, Anthemis Nobilis (Chamomile) Flower Water, Imperata Cylindrica Root Extract, Centella Asiatica Extract, Birch Sap, Beta-Glucan, Sodium Hyaluronate, Portulaca Oleracea Extract, Phenoxyethanol, Linaria Japonica Extract, Magnolia Kobus Bark Extract, Glycine Soja (Soybean) Sprout Extract, Citric Acid, Sodium Benzoate, Potassium Sorbate, Aloe Barbadensis Leaf Extract, Achillea Millefolium Extract, Alchemilla Vulgaris Extract, Glycine, Mentha Piperita (Peppermint) Leaf Extract, Malva Sylvestris (Mallow) Flower Extract, Melissa Officinalis Leaf Extract, Primula Veris (Cowslip) Extract, Veronica officinalis(Speedwell) Extract, Copper Tripeptide -1, Caprylyl Glycol, Ethylhexylglycerin, 1 2-hexanediol, Fragrance, Yellow Iron Oxide (CI 77492), Red Iron Oxide (CI 77491), Black Iron Oxide (CI 77499)",
  },
  // Elizavecca: a hair treatment, with no label and no hair word in its name.
  collagenCeramideCoatingProteinTreatment: {
    file: "products_kbeauty_skincareapi_2017.csv",
    line: 1176,
    name: "Collagen Ceramide Coating Protein Treatment",
    productType: "treatment",
    form: "liquid",
    list: "Water, Cetyl Alcohol, Stearyl Alcohol, Amodimethicone, Cetrimonium Cloride, Trideceth-12, Behentrimonium Cloride, Glycerin, Cyclopentasiloxane, Dimethicone, Silk Amino Acids, Ceramide NP, Tocopheryl Acetate, Hydrolyzed Collagen, Hydrolyzed Keratin, Gelatin, Avena Sativa (Oat) Kernel Extract, Hydrolyzed Corn Protein, Hydrolyzed Wheat Protein, Hydrolyzed Soy Protein, Apium Graveolens (Celery) Extract, Brassica Oleracea Capitata (Cabbage) Leaf Extract, Oryza Sativa (Rice) Extract, Solanum Lycopersicum (Tomato) Fruit Extract, Brassica Rapa (Turnip) Leaf Extract, Daucus Carota Sativa (Carrot) Root Extract, Brassica Oleracea Italica (Broccoli) Extract, Butylene Glycol, Rehmannia Chinensis Root Extract, Alisma Orientale Tuber Extract, Dioscorea Japonica Root Extract, Poria Cocos Extract, Paeonia Suffruticosa Root Extract, Panthenol, Caramel, Citric Acid, Methylchloroisothiazolinone, Methylisothiazolinone, Fragrance",
  },
  // Primera: two quats without a fatty alcohol, which roll the peeling gel into crumbs.
  facialMildPeeling: {
    file: "products_skinsort_subset_2023.csv",
    line: 393,
    name: "facial mild peeling",
    productType: "exfoliant",
    form: "gel",
    list: "Water,Glycerin,Steartrimonium Methosulfate,Acrylates/C10-30 Alkyl Acrylate Crosspolymer,Isopropyl Alcohol,Distearyldimonium Chloride,Limonene,Cocamidopropyl Betaine,Brassica Oleracea Italica Extract,Anthemis Nobilis Flower Extract,Parfum,Borago Officinalis Extract,Brassica Oleracea Gemmifera Extract,Helianthus Annuus Extract,Fragaria Vesca Leaf Extract,Phyllanthus Emblica Extract,Linalool,Sodium Chloride,Melia Azedarach Fruit Extract,Polyquaternium-51,Citric Acid,Disodium EDTA",
  },
  // innisfree: one quat, which rolls the peeling gel into crumbs.
  oatMildMoisturePeelingGel: {
    file: "products_kbeauty_skincareapi_2017.csv",
    line: 1314,
    name: "Oat Mild Moisture Peeling Gel",
    productType: "exfoliant",
    form: "gel",
    list: "Water, Glycereth-26, Steartrimonium Methosulfate, Acrylates/C10-30 Alkyl Acrylate Crosspolymer, Isopropyl Alcohol, Citrus Aurantium Dulcis (Orange) Peel Oil, Salvia Hispanica Seed Extract, Centella Asiatica Extract, Houttuynia Cordata Extract, Butylene Glycol, Propanediol, Pelargonium Graveolens Flower Oil",
  },
} satisfies Record<string, PlausibilityRow>;

const cosing = loadCosing(path.join(process.cwd(), "data", "cosing_ingredients_functions.csv"), "cosing").index;

/** The row's list split and resolved as the import does, read as its own product's list. */
function gated(row: PlausibilityRow, line = row.line): GatedList {
  const split = splitInciList(row.list);
  if (!split.ok) throw new Error(`${row.file}:${row.line}: ${split.reason}`);
  const resolved = resolveIngredientList(split.entries, cosing, split.activeCount, split.notNames);
  if (!resolved.ok) throw new Error(`${row.file}:${row.line}: ${resolved.reason}`);
  return {
    file: row.file,
    line,
    name: row.name,
    productName: row.name,
    productType: row.productType,
    form: row.form,
    entries: resolved.ingredients.map(gatedEntry),
    waterListings: waterListingsOf(split.entries),
  };
}

const gateOf = (row: PlausibilityRow) => listPlausibility(gated(row))?.gate;

describe("a sunscreen lists a UV filter of EU Annex VI or the US monograph", () => {
  it("refuses a sun cream whose list has none (only its key ingredients)", () => {
    expect(listPlausibility(gated(rows.calmingSunCream))).toEqual({
      gate: "sunscreen-filter",
      reason: "sunscreen list without a UV filter: 10 entries, none on EU Annex VI or the US monograph",
    });
  });

  it("passes a sun stick's whole list, and a sun cream's featured filters (refused for being featured only)", () => {
    expect(gateOf(rows.resortSunStick)).toBeUndefined();
    expect(gateOf(rows.atoMildSunCream)).not.toBe("sunscreen-filter");
  });
});

describe("a stick or a cleansing balm does not open with water", () => {
  it("refuses a sun stick given a lotion's water-first list", () => {
    expect(listPlausibility(gated(rows.stickSunscreen100))).toEqual({
      gate: "anhydrous-opening",
      reason: "stick or cleansing balm list opening with water: opens with AQUA",
    });
  });

  it.each([rows.resortSunStick, rows.deepClearCleansingBalm])("passes $name, which opens with oil or wax", (row) => {
    expect(gateOf(row)).toBeUndefined();
  });

  it.each([rows.bijaCicaBalm, rows.clayStickMask])(
    "does not hold $name to it: leave-on balms are creams and clay sticks are gels, both water-first",
    (row) => {
      expect(gated(row).entries[0]?.inciName).toBe("AQUA");
      expect(gateOf(row)).toBeUndefined();
    },
  );
});

describe("a cleansing oil or balm does not open with surfactants", () => {
  it("refuses a cleansing oil given a foam cleanser's list", () => {
    expect(listPlausibility(gated(rows.gentleCleansingOil))).toEqual({
      gate: "oil-cleanser-opening",
      reason:
        "cleansing oil or balm list opening with surfactants: DISODIUM COCOAMPHODIACETATE, COCAMIDOPROPYL BETAINE",
    });
  });

  it("passes a watery cleansing oil: water, then one emulsifier", () => {
    expect(gateOf(rows.wateryCleansingOil)).toBeUndefined();
  });

  it("passes an oil-to-foam cleanser, whose name says it lathers", () => {
    expect(gateOf(rows.transFoamCleansingOil)).toBeUndefined();
    expect(gateOf({ ...rows.transFoamCleansingOil, name: "Trans Cleansing Oil" })).toBe("oil-cleanser-opening");
  });
});

describe("a lathering cleanser has a surfactant in its first 12", () => {
  it("refuses a gel bar whose list has none that high", () => {
    expect(listPlausibility(gated(rows.mangoIcingGelBar))).toEqual({
      gate: "foam-surfactant",
      reason: "foam cleanser list without a surfactant in its first 12: first surfactant at position 13",
    });
  });

  it.each([rows.coconutWaterCleansingFoam, rows.poreSunCleansingFoam])("passes $name ($file:$line)", (row) => {
    expect(gateOf(row)).toBeUndefined();
  });

  it("reads a fatty acid beside potassium hydroxide as soap", () => {
    const withoutLye = gated(rows.poreSunCleansingFoam);
    const entries = withoutLye.entries.filter((entry) => entry.inciName !== "POTASSIUM HYDROXIDE");
    expect(listPlausibility({ ...withoutLye, entries })?.gate).toBe("foam-surfactant");
  });

  it("does not take a plant extract CosIng files as cleansing for a surfactant (Pyunkang Yul, tenth review)", () => {
    // Sociolla 2025 gives the foaming cleanser as its 13 featured ingredients, centella first.
    const lowPhFoamingCleanser: PlausibilityRow = {
      file: "products_indonesia_sociolla_inci_2025.csv",
      line: 1651,
      name: "Calming Low pH Foaming Cleanser",
      productType: "water-based cleanser",
      form: "foam",
      list: "Centella Asiatica Extract, Sodium Hyaluronate, Lonicera Japonica (Honeysuckle) Flower Extract, Melaleuca Alternifolia (Tea Tree) Leaf Extract, Hydrolyzed Hyaluronic Acid,  Hydroxypropyltrimonium Hyaluronate, Sodium Hyaluronate Crosspolymer, Sodium Acetylated Hyaluronate, Madecassoside, Madecassic Acid, Asiaticoside, Citric Acid, Salix Alba (Willow) Bark Extract",
    };
    expect(listPlausibility(gated(lowPhFoamingCleanser))).toEqual({
      gate: "foam-surfactant",
      reason: "foam cleanser list without a surfactant in its first 12: no surfactant in the list",
    });
  });

  it("passes a reviewed bubble foam, whose bubbles are a gas, only at its own row", () => {
    expect(gateOf(rows.poreCleanerBubbleFoam)).toBeUndefined();
    expect(listPlausibility(gated(rows.poreCleanerBubbleFoam, 1))?.gate).toBe("foam-surfactant");
  });
});

describe("a product left on the skin is not built on detergents", () => {
  it("refuses a lotion given a bubble cleanser's list", () => {
    expect(listPlausibility(gated(rows.realAquaBalancingLotion))).toEqual({
      gate: "leave-on-detergents",
      reason:
        "leave-on product with a cleanser's list (two detergents in its first 8): SODIUM COCOAMPHOACETATE, COCAMIDOPROPYL BETAINE, SODIUM COCOYL GLYCINATE",
    });
  });

  it("passes the same list as a cleanser's", () => {
    expect(
      gateOf({ ...rows.realAquaBalancingLotion, productType: "water-based cleanser", form: "gel" }),
    ).toBeUndefined();
  });

  it("passes a bubble mask that foams by itself and a powder wash, which are rinsed off", () => {
    expect(gateOf(rows.sodaBubbleSheet)).toBeUndefined();
    expect(gateOf(rows.treatmentEnzymePeel)).toBeUndefined();
  });

  it("passes solubilisers and emulsifiers that CosIng also files under cleansing", () => {
    expect(gateOf(rows.troubleHunter)).toBeUndefined();
  });
});

describe("a sleeping mask has no clay among its first five", () => {
  it("refuses a sleeping mask given a clay mask's list", () => {
    expect(listPlausibility(gated(rows.jejuWaterSleepingMask))).toEqual({
      gate: "sleeping-mask-clay",
      reason: "sleeping mask list with a clay among its first 5: KAOLIN, VOLCANIC ASH",
    });
  });

  it("passes the same list as a wash-off mask's", () => {
    expect(gateOf({ ...rows.jejuWaterSleepingMask, form: "wash-off" })).toBeUndefined();
  });
});

describe("a list is not printed with its featured ingredients first", () => {
  it("refuses a cream whose stated amounts put water below the 1 % line", () => {
    expect(listPlausibility(gated(rows.refreshNatureCream))).toEqual({
      gate: "featured-amounts-first",
      reason:
        "featured ingredients printed with their amounts above the list, not in descending order: water after XANTHIUM STRUMARIUM FRUIT EXTRACT (0.17 %)",
    });
  });

  it("passes a water-in-oil cream that lists water late, whose stated amounts add up", () => {
    expect(gateOf(rows.snailNutritionBbCream)).toBeUndefined();
  });
});

describe("a list names water once or twice, not once per raw material", () => {
  // Mizon Collagen 100 Ampule: each raw material with its own water and preservative, so
  // phenoxyethanol stands above water (the catalogue review of 2026-11-28, fourth pass).
  const collagenAmpule: PlausibilityRow = {
    file: "products_kbeauty_skincareapi_2017.csv",
    line: 757,
    name: "Collagen 100 Ampule",
    productType: "treatment",
    form: "liquid",
    list: "Collagen(Water/Hydrolyzed Collagen), Butylene Glycol, Sodium Hyaluronate, Butylene Glycol, Sclerotium Gum, Phenoxyethanol, Water, Trehalose, Water, Glycerine, Palmitoyl Tripeptide-3, Water, Acetyl, Hexapeptide-8, Phenoxyethanol, Methylparaben, Propylparaben, Ethylparaben, Butylparaben, Isobutylparaben, Xanthan Gum, Peg-60 Hydrogenated Castor Oil, Water, Propylene Glycol, Hydrolyzed Extensin, Allantoin, Panthenol, 1 2-Octanediol, Ethylhexylglycerin, Tropolone, Niacinamide, Disodium Edta",
  };

  it("refuses a raw-material breakdown that lists water four times", () => {
    expect(listPlausibility(gated(collagenAmpule))).toEqual({
      gate: "raw-material-breakdown",
      reason: "raw materials with their own ingredients, not an INCI list: water listed 4 times",
    });
  });

  it("passes a list that names water once, as an INCI list does", () => {
    expect(gateOf(rows.diveInMask)).not.toBe("raw-material-breakdown");
    expect(gateOf({ ...collagenAmpule, list: collagenAmpule.list.replace(/, Water(?=,)/g, "") })).toBeUndefined();
  });
});

describe("a list does not open with an ingredient used in small amounts", () => {
  it("refuses a list that opens with hyaluronates and no water", () => {
    expect(listPlausibility(gated(rows.diveInMask))).toEqual({
      gate: "trace-opening",
      reason:
        "list opening with an ingredient used in small amounts (cut short, or key ingredients only): opens with SODIUM HYALURONATE",
    });
  });

  it("passes the same ingredients after water", () => {
    expect(gateOf({ ...rows.diveInMask, list: `Water, ${rows.diveInMask.list}` })).toBeUndefined();
  });
});

describe("a lotion or cream with oil and water lists an emulsifier", () => {
  // Ciracle: the 2017 set gives the lotion as seven entries (AB2.csv) and the cream as 43 (AB1.csv).
  const kLotion: PlausibilityRow = {
    file: "products_kbeauty_skincareapi_2017.csv",
    line: 995,
    name: "Anti-Redness K Lotion",
    productType: "moisturizer",
    form: "lotion",
    list: "Water, Butylene Glycol, Glycerin, Helianthus Annuus (Sunflower) Seed Oil, 1 2-hexanediol, Squalane, Centella Asiatica Extract",
  };
  const kCream: PlausibilityRow = {
    file: "products_kbeauty_skincareapi_2017.csv",
    line: 91,
    name: "Anti-Redness K Cream",
    productType: "moisturizer",
    form: "cream",
    list: "Water, Butylene Glycol, Glycerin, Helianthus Annuus (Sunflower) Seed Oil, Cetearyl Alcohol, Caprylic/Capric Triglyceride, Beeswax, Glyceryl Stearate, 1 2-hexanediol, Squalane, Cetearyl Glucoside, Borago Officinalis Seed Oil, Dimethicone, Scutellaria Baicalensis Root Extract, Centella Asiatica Extract, Peucedanum Japonicum Extract, Asparagus Officinalis Extract, Brassica Oleracea Italica (Broccoli) Extract, Camellia Sinensis Leaf Extract, Polysorbate 60, Simmondsia Chinensis (Jojoba) Seed Oil, Sorbitan Stearate, Ethylhexylglycerin, Glycine Soja (Soybean) Sterols, Arginine, Polyacrylate-13, Polyisobutene, Polysorbate 20, Hydrogenated Polyisobutene, Polyglyceryl-10 Stearate, Phospholipids, Tocopheryl Acetate, Carbomer, Allantoin, Oryza Sativa (Rice) Bran Oil, Sodium Acrylates Copolymer, Dipotassium Glycyrrhizate, Propanediol, Panthenol, Lavandula Angustifolia (Lavender) Oil, Sodium Hyaluronate, Beta-Glucan, Lecithin",
  };

  it("refuses a lotion's key ingredients given as its list", () => {
    expect(listPlausibility(gated(kLotion))).toEqual({
      gate: "emulsion-without-emulsifier",
      reason:
        "key ingredients only, not a full list (a lotion or cream with oil and water but no emulsifier): HELIANTHUS ANNUUS SEED OIL at position 4, 7 entries, no emulsifier",
    });
  });

  // Pyunkang Yul: Sociolla 2025 gives the spot cream's key ingredients, opening with centella
  // extract (made in water) where the full list opens with water.
  const spotCream: PlausibilityRow = {
    file: "products_indonesia_sociolla_inci_2025.csv",
    line: 49,
    name: "Calming Madecasoside Spot Cream",
    productType: "treatment",
    form: "cream",
    list: "Centella Asiatica Extract, Helianthus Annuus (Sunflower) Seed Oil, Shorea Stenoptera Seed Butter, Citric Aid, Butyrospemum Parki (Shea) Butter, Gluconolactone, Salix Alba (Wilow) Bark Extract, Acetyl Hexapeptide-8, Lonicera Japonica (Honeysuckle) Flower Extract, Sodium Hyaluronate, Melaleuca Altemifolia (Tea Tree) Leaf Extract, Camellia Japonica Flower Extract, Palmitoyl Tripeptide-5, Madecassoside",
  };

  it("refuses a cream's key ingredients that open with a water-based extract and never name water", () => {
    expect(gateOf(spotCream)).toBe("emulsion-without-emulsifier");
  });

  // Tenth review: the 2017 set's list ends "Dimethicone /", cut short; a silicone fluid no more
  // mixes with water than an oil does.
  const ginsengCream: PlausibilityRow = {
    file: "products_kbeauty_skincareapi_2017.csv",
    line: 999,
    name: "Myeonghan Miindo heaven grade ginseng cream",
    productType: "moisturizer",
    form: "cream",
    list: "Water, Cyclopentasiloxane, Glycerin, Dipropylene glycol, Panax Ginseng Root Extract, Tricholoma Matsutake Extract, Dimethicone /",
  };
  const siliconeCream: PlausibilityRow = {
    file: "products_kbeauty_skincareapi_2017.csv",
    line: 1199,
    name: "Marin Water Daily Cream",
    productType: "moisturizer",
    form: "cream",
    list: "Water, Propanediol, Cyclopentasiloxane, Cyclohexasiloxane, Caulerpa Lentillifera (Sea Grape) Extract, Codium Fragile Extract, Milk Protein Extract, Aloe Barbadensis Leaf Extract, Cetyl Peg/Ppg-10/1 Dimethicone, Sodium Chloride, PEG-9 Polydimethylsiloxyethyl Dimethicone, Stearic Acid, Aluminum Hydroxide, Ethylhexylglycerin, Disodium EDTA, Phenoxyethanol, Fragrance",
  };

  it("refuses a cream of water and a silicone fluid with no emulsifier, and passes one with its silicone emulsifiers", () => {
    expect(gateOf(ginsengCream)).toBe("emulsion-without-emulsifier");
    expect(gateOf(siliconeCream)).toBeUndefined();
  });

  it("refuses an emulsion's featured extracts, with no oil, emulsifier or preservative (Sulwhasoo, tenth review)", () => {
    const emulsion: PlausibilityRow = {
      file: "products_indonesia_sociolla_inci_2025.csv",
      line: 867,
      name: "Essential Comfort Balancing Emulsion",
      productType: "moisturizer",
      form: "lotion",
      list: "PAEONIA LACTIFLORA ROOT EXTRACT, LILIUM CANDIDUM BULB EXTRACT, MYRISTIC ACID, ARACHIDIC ACID, POLYGONATUM ODORATUM RHIZOME EXTRACT, CITRAL, GERANIOL, NELUMBO NUCIFERA FLOWER EXTRACT",
    };
    expect(listPlausibility(gated(emulsion))).toEqual({
      gate: "emulsion-without-emulsifier",
      reason:
        "key ingredients only, not a full list (a lotion or cream with oil and water but no emulsifier): 8 entries, no emulsifier or preservative",
    });
    expect(gateOf({ ...emulsion, list: `${emulsion.list}, Phenoxyethanol` })).toBeUndefined();
  });

  it("refuses a short featured list of a sun cream that names no water (Pyunkang Yul, twenty-fourth review)", () => {
    expect(gateOf(rows.atoMildSunCream)).toBe("emulsion-without-emulsifier");
    expect(gateOf({ ...rows.atoMildSunCream, file: "products_skinsort_2023.csv" })).toBeUndefined();
  });

  it("passes the brand's cream, whose list holds its emulsifiers", () => {
    expect(gateOf(kCream)).toBeUndefined();
  });

  it("passes a water-free cream that opens with an oil, from a source of whole lists", () => {
    const waterFree = { ...spotCream, list: spotCream.list.split(", ").slice(1).join(", ") };
    expect(gateOf({ ...waterFree, file: "products_skinsort_2023.csv" })).toBeUndefined();
  });

  it("passes the same entries as a gel's, which is no emulsion", () => {
    expect(gateOf({ ...kLotion, form: "gel" })).not.toBe("emulsion-without-emulsifier");
  });
});

describe("a cleanser's list holds what it cleans with (twenty-fourth review)", () => {
  const cleansingWater: PlausibilityRow = {
    file: "products_kbeauty_skincareapi_2017.csv",
    line: 1,
    name: "Real Art No-Wash Cleansing Water",
    productType: "water-based cleanser",
    form: "liquid",
    list: "Snail Secretion Filtrate, Alcohol, Niacinamide, Croton Lechleri Resin Extract, Spirulina Platensis Extract, Adenosine, Maltodextrin, Bis-PEG-18 Methyl Ether Dimethyl Silane, Cyclopentasiloxane, Cyclohexasiloxane, Sodium Polyacrylate, Acrylates/C10-30 Alkyl Acrylate Crosspolymer, Ethylhexylglycerin, Water, Carbomer, Polysorbate 20, Phenoxyethanol",
  };

  it("refuses a snail gel's list on a cleansing water: its only cleansing surfactant by CosIng is a silicone's", () => {
    expect(listPlausibility(gated(cleansingWater))).toEqual({
      gate: "cleanser-without-cleansing-agent",
      reason:
        "cleanser list with nothing that cleans (no detergent or soap in its first 10, no oil or micellar base): opens with SNAIL SECRETION FILTRATE, ALCOHOL, NIACINAMIDE, 17 entries",
    });
  });

  it("passes a soap made from its fatty acids and lye, a micellar water, a cleansing gel and a bubble foam", () => {
    const soapFoam = "Water, Glycerin, Myristic Acid, Potassium Hydroxide, Lauric Acid, Palmitic Acid, Stearic Acid";
    expect(
      gateOf({ ...cleansingWater, name: "Clean It Zero Foam Cleanser", form: "foam", list: soapFoam }),
    ).toBeUndefined();
    const micellar =
      "Melaleuca Alternifolia Leaf Water, Water, Butylene Glycol, Dipropylene Glycol, Glycerin, 1,2-Hexanediol, Panthenol, Polyglyceryl-6 Caprylate";
    expect(gateOf({ ...cleansingWater, name: "Tea Tree Cleansing Water", list: micellar })).toBeUndefined();
    const gel =
      "Water, Dipropylene Glycol, PEG-15 Glyceryl Isostearate, Butylene Glycol, Bis-PEG-18 Methyl Ether Dimethyl Silane, Glycerin";
    expect(gateOf({ ...cleansingWater, name: "Apple Seed Cleansing Gel", form: "gel", list: gel })).toBeUndefined();
  });
});

describe("a watery product's list names its water (tenth review)", () => {
  // LookFantastic's data set leaves water out: the toner's list opened with alcohol.
  const acMildToner: PlausibilityRow = {
    file: "products_lookfantastic_skincare.csv",
    line: 888,
    name: "AC MILD Toner",
    productType: "toner",
    form: "liquid",
    list: "alcohol, propanediol, amaranthus caudatus seed extract, pentylene glycol, ulmus davidiana root extract, phenoxyethanol, ceramide np, centella asiatica extract, ficus carica fruit extract, hydrogenated lecithin, chrysanthemum morifolium flower extract, pyrus malus flower extract, sodium citrate",
  };
  const blackTeaToner: PlausibilityRow = {
    file: "products_indonesia_sociolla_inci_2025.csv",
    line: 2513,
    name: "Black Tea Deep Infusion Toner",
    productType: "toner",
    form: "liquid",
    list: "Niacinamide, Camellia Sinensis Leaf Extract, Panthenol, Adenosine, Sodium Hyaluronate, Hippophae Rhamnoides Fruit Extract, Butyrospermum Parkii (Shea) Butter Extract, Panax Ginseng Root Extract, Beta-Glucan, Coptis Japonica Extract, Centella Asiatica Extract, Ceramide NP",
  };
  const canolaHoneyMask: PlausibilityRow = {
    file: "products_kbeauty_skincareapi_2017.csv",
    line: 417,
    name: "Canola honey mask",
    productType: "mask",
    form: "sheet",
    list: "GLYCERIN, BUTYLENE GLYCOL, GLYCERETH-26, BRASSICA CAMPESTRIS (RAPESEED) SEED OIL, HYDROGENATEDPOLY(C6-14 OLEFIN), PHYTOSTERYL/BEHENYL/OCTYLDODECYL LAUROYL GLUTAMATE, SQUALANE, OCTYLDODECYL MYRISTATE, HONEY EXTRACT, ORCHID EXTRACT, DEXTRIN, KAOLIN, PEG-100 STEARATE, GLYCERYL STEARATE, FRAGRANCE",
  };

  it("refuses a source that leaves water out, and a toner's featured actives given first", () => {
    expect(listPlausibility(gated(acMildToner))).toEqual({
      gate: "water-base-without-water",
      reason:
        "a watery product's list without its water (left out by the source, or key ingredients only): opens with ALCOHOL, no water listed",
    });
    expect(gateOf(blackTeaToner)).toBe("water-base-without-water");
  });

  it("passes a water-free list that opens with glycerin, and any list that names water", () => {
    expect(gateOf(canolaHoneyMask)).toBeUndefined();
    expect(gateOf({ ...acMildToner, list: `water, ${acMildToner.list}` })).toBeUndefined();
    expect(gateOf({ ...acMildToner, form: "cream" })).toBeUndefined();
  });

  it("refuses a short list of featured extracts with no solvent from a source that gives those (thirteenth review)", () => {
    const calmingSerum: PlausibilityRow = {
      file: "products_indonesia_sociolla_inci_2025.csv",
      line: 1190,
      name: "Calming Moisture Serum",
      productType: "treatment",
      form: "liquid",
      list: "Lonicera Japonica (Honeysuckle) Flower Extract, Melaleuca Alternifolia (Tea Tree) Leaf Extract, Salvia Officinalis (Sage) Leaf Extract, Camellia Japonica Flower Extract, Sodium Hyaluronate, Centella Asiatica Leaf Extract, Ceramide NP, Acetyl Hexapeptide-8, Palmitoyl Tripeptide-5",
    };
    expect(listPlausibility(gated(calmingSerum))).toEqual({
      gate: "water-base-without-water",
      reason:
        "a watery product's list without its water (left out by the source, or key ingredients only): opens with LONICERA JAPONICA FLOWER EXTRACT, 9 entries, no water nor solvent listed",
    });
    // The same source's extract-based ampoule names its 1,2-hexanediol.
    const moistureAmpoule: PlausibilityRow = {
      ...calmingSerum,
      line: 1133,
      name: "Moisture Ampoule",
      list: "Coptis Japonica Root Extract, Polysorbate 80, PEG-150 Distearate, Polysorbate 20, 1,2-Hexanediol, Glyceryl Caprylate",
    };
    expect(gateOf(moistureAmpoule)).toBeUndefined();
    // A brand's serum of five extracts and nothing else, on a source that gives whole lists.
    const masterSerum: PlausibilityRow = {
      file: "products_skinsort_subset_2023.csv",
      line: 3520,
      name: "master serum",
      productType: "treatment",
      form: "liquid",
      list: "Centella Asiatica Extract, Bifida Ferment Extract, Sodium Hyaluronate, Hydrolyzed Hyaluronic Acid, Panthenol",
    };
    expect(gateOf(masterSerum)).toBeUndefined();
  });
});

describe("a face product's list is not a hair conditioner's", () => {
  it("refuses a list built on an amino silicone and two conditioning quats", () => {
    expect(listPlausibility(gated(rows.collagenCeramideCoatingProteinTreatment))).toEqual({
      gate: "hair-conditioner-base",
      reason:
        "a hair conditioner's list (a hair-only silicone, or two conditioning quats in a fatty alcohol, in its first 8): AMODIMETHICONE, CETRIMONIUM CHLORIDE, BEHENTRIMONIUM CHLORIDE",
    });
  });

  it("reads any amino silicone, and no quat as a cleanser (Nature Republic's Acerola foam, twelfth review)", () => {
    // Sociolla 2025 gives the foam a hair conditioner's list: no cleansing agent at all.
    const acerolaFoam: PlausibilityRow = {
      file: "products_indonesia_sociolla_inci_2025.csv",
      line: 1436,
      name: "Fresh Herb Acerola Cleansing Foam",
      productType: "water-based cleanser",
      form: "foam",
      list: "Water, Propylene Glycol, Dimethicone, Glycerin, Cetearyl Alcohol, Bis(C13-15 Alkoxy) PG-Amodimethicone, Cetyl Alcohol, Behentrimonium Chloride (Skin Conditioning), Behentrimonium Methosulfate, Phenoxyethanol, C14-15 Alcohols, PCA, Betaine, Argania Spinosa Kernel Oil, Arginine, Lactic Acid",
    };
    expect(gateOf(acerolaFoam)).toBe("foam-surfactant");
    expect(
      gateOf({ ...acerolaFoam, name: "Fresh Herb Acerola Cream", productType: "moisturizer", form: "cream" }),
    ).toBe("hair-conditioner-base");
  });

  it("passes peeling gels whose quats roll the gel into crumbs, with no fatty alcohol", () => {
    expect(gateOf(rows.oatMildMoisturePeelingGel)).toBeUndefined();
    expect(gateOf(rows.facialMildPeeling)).toBeUndefined();
  });
});

describe("an ingredient the name features is in the list", () => {
  it.each([
    { row: rows.hyaluronicFoamCleanser, hero: "hyaluronic acid" },
    { row: rows.salicylicCleanser, hero: "salicylic acid" },
    { row: rows.heartleafSheetMask, hero: "heartleaf" },
    { row: rows.birchMoistureMask, hero: "birch" },
    { row: rows.heartleafJellyMask, hero: "heartleaf" },
    { row: rows.noniAmpouleMask, hero: "noni" },
  ])("refuses $row.name ($row.file:$row.line), which lacks $hero", ({ row, hero }) => {
    expect(listPlausibility(gated(row))).toEqual({
      gate: "hero-ingredient",
      reason: `ingredient the name features missing from the list: ${hero}`,
    });
  });

  it.each([
    rows.heartleafAmpoule,
    rows.salicylicMaskPack,
    rows.brownRicePowderWash,
    rows.bijaCicaBalm,
    rows.noniClayMask,
  ])("passes $name ($file:$line)", (row) => {
    expect(gateOf(row)).toBeUndefined();
  });

  it("refuses a placenta eye cream given the snail eye cream's list, and passes the line's soybean (phyto)placenta", () => {
    // Twenty-fifth review: Holika Holika's Prime Youth Placenta Eye Cream, in the 2017 set.
    const placentaEyeCream: PlausibilityRow = {
      file: "products_kbeauty_skincareapi_2017.csv",
      line: 385,
      name: "Prime Youth Placenta Eye Cream",
      productType: "eye-cream",
      form: "cream",
      list: "Snail Secretion Filtrate, Butylene Glycol, Glycerin, Hydrogenated Polyisobutene, Niacinamide, Cetearyl Alcohol, Glyceryl Stearate, Adenosine, Phenoxyethanol",
    };
    expect(listPlausibility(gated(placentaEyeCream))?.reason).toBe(
      "ingredient the name features missing from the list: placenta",
    );
    const phytoplacenta = `${placentaEyeCream.list}, Glycine Soja (Soybean) Phytoplacenta Extract`;
    expect(gateOf({ ...placentaEyeCream, list: phytoplacenta })).toBeUndefined();
    const soybean = `${placentaEyeCream.list}, Glycine Soja (Soybean) Extract`;
    expect(gateOf({ ...placentaEyeCream, list: soybean })).toBeUndefined();
  });

  it("passes a reviewed row only: the same list at another line is refused", () => {
    expect(gateOf(rows.honeyOvernightMask)).toBeUndefined();
    expect(listPlausibility(gated(rows.honeyOvernightMask, 2))?.reason).toBe(
      "ingredient the name features missing from the list: honey",
    );
  });

  it("reads the product's name as well as the row's", () => {
    const list = gated(rows.heartleafAmpoule);
    expect(listPlausibility({ ...list, name: "Soothing Ampoule", productName: "Snail Soothing Ampoule" })?.gate).toBe(
      "hero-ingredient",
    );
  });
});

describe("the reviewed table", () => {
  const files = new Map<string, CsvRow[]>();
  const rowsOf = (file: string): CsvRow[] => {
    const read = files.get(file) ?? readCsvFile(path.join(process.cwd(), "data", file)) ?? [];
    files.set(file, read);
    return read;
  };

  // Each entry names a real row of data/, and that row's list fails the gate without the review.
  it.each(reviewedLists)("$file:$line ($name) is needed for $gate $hero", (review) => {
    const rowAt = rowsOf(review.file).find((row) => row.line === review.line);
    const sourceName =
      Object.entries(rowAt?.record ?? {}).find(([column]) => /name|^product$/i.test(column))?.[1] ?? "";
    const list = Object.entries(rowAt?.record ?? {}).find(([column]) => /ngr/i.test(column))?.[1] ?? "";
    expect(sourceName.toLowerCase()).toContain(review.name.toLowerCase());
    const row = { ...review, productType: "water-based cleanser", form: "foam", list } as const;
    const asReviewed = gated(row);
    const elsewhere = { ...asReviewed, line: 0 };
    const failure = listPlausibility(
      review.gate === "hero-ingredient" ? { ...elsewhere, productType: "mask" } : elsewhere,
    );
    expect(failure?.gate).toBe(review.gate);
    if (review.hero) expect(failure?.reason).toContain(review.hero);
  });

  it("gives each row a reason and reviews a row for a gate once", () => {
    const keys = reviewedLists.map((review) => `${review.file}:${review.line}:${review.gate}:${review.hero ?? ""}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const review of reviewedLists) expect(review.why.length).toBeGreaterThan(40);
    const gates: PlausibilityGate[] = ["hero-ingredient", "foam-surfactant"];
    expect(reviewedLists.every((review) => gates.includes(review.gate))).toBe(true);
  });
});

describe("a list is in descending order, not sorted from A to Z", () => {
  const sortedPeeling: PlausibilityRow = {
    file: "products_indonesia_sociolla_inci_2025.csv",
    line: 1902,
    name: "Bio Peel Gauze Peeling Wine",
    productType: "exfoliant",
    form: "pad",
    list: "Alcohol Denat, Carbomer, Fragrance (Parfum), Glycerin, Lactic Acid, Oryza Sativa Bran, PEG-60 Hydrogenated Castor Oil, Phenoxyethanol, Sodium Hyaluronate, Tartaric Acid, 1,2-Hexanediol, Aqua, Benzophenone-5, Butylene Glycol, Ci 15985, Ci 17200, Ci 42090, Coptis Japonica Extract, Ethylhexylglycerin, Glycolic Acid, Peg/Ppg-17/6 Copolymer, Rubus Idaeus Fruit Extract, Vaccinium Angustifolium Fruit Extract, Vaccinium Angustifolium Fruit Extract, Wine Extract, Disodium EDTA, Chamomilla Recutita Extract.",
  };
  // The same product's list on Soko Glam 2022, in descending order.
  const descendingPeeling: PlausibilityRow = {
    ...sortedPeeling,
    file: "products_kbeauty_sokoglam_2022.csv",
    line: 119,
    list: "Water, Butylene Glycol, Glycerin, Alcohol Denat., PEG/PPG-17/6 Copolymer, Wine Extract, Sodium Hyaluronate, Resveratrol, Carbomer, Vitis Vinifera (Grape) Seed Extract, Rubus Fruticosus (Blackberry) Fruit Extract, Rubus Idaeus (Raspberry) Fruit Extract, Vaccinium Angustifolium (Blueberry) Fruit Extract, Coptis Japonica Extract, Tartaric Acid, Glycolic Acid, Lactic Acid, Tromethamine, YELLOW 5(CI 19140), RED 33(CI 17200), BLUE 1(CI 42090), Benzophenone-5, Disodium EDTA, Phenoxyethanol, Ethylhexylglycerin, PEG-60 Hydrogenated Castor Oil, 1,2-Hexanediol, Fragrance",
  };

  it("refuses a list whose opening and most of the rest are in alphabetical order (Neogen's Bio-Peel on Sociolla 2025)", () => {
    expect(listPlausibility(gated(sortedPeeling))?.gate).toBe("alphabetical-order");
  });

  it("passes the same product's list in descending order, and one whose entries under 1 % alone are sorted", () => {
    expect(gateOf(descendingPeeling)).toBeUndefined();
    const sortedTail = [
      "Water",
      "Butylene Glycol",
      "Glycerin",
      "Niacinamide",
      "Dimethicone",
      "Adenosine",
      "Allantoin",
      "Betaine",
      "Caprylyl Glycol",
      "Disodium EDTA",
      "Ethylhexylglycerin",
      "Panthenol",
      "Xanthan Gum",
    ];
    expect(
      gateOf({
        ...descendingPeeling,
        name: "Made-up Serum",
        productType: "treatment",
        form: "liquid",
        list: sortedTail.join(", "),
      }),
    ).toBeUndefined();
  });
});

describe("a gel names what makes it one", () => {
  const calmingGel: PlausibilityRow = {
    file: "products_indonesia_sociolla_inci_2025.csv",
    line: 921,
    name: "Matcha Biome Oil-Free Calming Gel Moisturizer",
    productType: "moisturizer",
    form: "gel",
    list: "Water, Camellia Sinensis Leaf Extract, Glycerin, Butylene Glycol, Dicaprylyl Ether, Niacinamide",
  };

  it("refuses a gel's list with no gelling agent or thickener (Heimish on Sociolla 2025, fifteenth review)", () => {
    expect(gateOf(calmingGel)).toBe("gel-without-thickener");
  });

  it("passes a gel set with a gum or a PEG distearate, and a cleanser's gel", () => {
    expect(gateOf({ ...calmingGel, list: `${calmingGel.list}, Xanthan Gum` })).toBeUndefined();
    const balancingGel =
      "Astragalus Membranaceus Root Extract, Polysorbate 80, PEG-150 Distearate, 1,2-Hexanediol, Polysorbate 20, Simmondsia Chinensis (Jojoba) Seed Oil, Glyceryl Caprylate";
    expect(gateOf({ ...calmingGel, name: "Balancing Gel", list: balancingGel })).toBeUndefined();
    expect(
      gateOf({
        ...calmingGel,
        productType: "water-based cleanser",
        list: `${calmingGel.list}, Sodium Cocoyl Glutamate`,
      }),
    ).not.toBe("gel-without-thickener");
  });
});
