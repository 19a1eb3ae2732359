// The hand-written campaign catalogue (fictional merchants). Ids and access statuses here are what
// sandbox/fixtures.ts promises, so they do not depend on the seed. Large scale adds generated campaigns after these.
import type { AccessStatus, CampaignType } from '../spec';
import type { CampaignStatus } from '../types';

/** An access status, or `rejected:<days ago>` for a request rejected that many days before today. */
export type AccessSeed = Exclude<AccessStatus, 'rejected'> | `rejected:${number}`;

export interface MerchantSeed {
  id: number;
  name: string;
  merchant: string;
  url: string;
  type: CampaignType;
  /** CPS: basis points of the sale; other types: paise per action. */
  payout: number;
  categories: number[];
  /** Access of the INR publisher (Asha) and of the USD publisher (Liam). */
  inr: AccessSeed;
  usd: AccessSeed;
  status?: CampaignStatus;
  featured?: boolean;
  countries?: number[];
}

type Row = [number, string, string, string, CampaignType, number, number[], AccessSeed, AccessSeed, CampaignStatus?];

// id, campaign name, merchant, url, type, payout, category ids, INR access, USD access, status (default active)
// biome-ignore format: one campaign per line reads as a table
const ROWS: Row[] = [
  [1001, 'Kirana Basket', 'Kirana Basket Retail Pvt Ltd', 'https://www.kiranabasket.in/', 'CPS', 600, [3], 'open', 'open'],
  [1002, 'StyleLoom', 'StyleLoom Fashion Pvt Ltd', 'https://m.styleloom.in/', 'CPS', 900, [1], 'approved', 'approved'],
  [1003, 'Voltix Electronics', 'Voltix Consumer Tech LLP', 'https://www.voltix.co.in/', 'CPS', 350, [2], 'approved', 'open'],
  [1004, 'Lumen Lane Home', 'Lumen Lane Interiors Pvt Ltd', 'https://www.lumenlanehome.com/', 'CPS', 700, [7], 'not_applied', 'approved'],
  [1005, 'Trekora Outdoors', 'Trekora Adventure Gear Pvt Ltd', 'https://www.trekora.in/', 'CPS', 800, [13], 'rejected:30', 'not_applied'],
  [1006, 'Pahadi Organics', 'Pahadi Naturals LLP', 'https://pahadiorganics.co.in/', 'CPS', 1000, [3, 8], 'rejected:120', 'open'],
  [1007, 'PageTurn Books', 'PageTurn Booksellers Pvt Ltd', 'https://www.pageturnbooks.in/', 'CPS', 500, [9], 'pending', 'approved'],
  [1008, 'QuickRupee Loans', 'QuickRupee Fintech Pvt Ltd', 'https://www.quickrupee.in/', 'CPL', 25000, [6], 'blocked', 'blocked'],
  [1009, 'Saree Sutra', 'Saree Sutra Handlooms', 'https://www.sareesutra.in/', 'CPS', 1100, [1], 'approved', 'approved', 'paused'],
  [1010, 'GizmoHive', 'GizmoHive Online Pvt Ltd', 'https://www.gizmohive.com/', 'CPS', 300, [2], 'not_applied', 'open', 'deleted'],
  [1011, 'NewsNook Premium', 'NewsNook Media Pvt Ltd', 'https://m.newsnook.in/', 'CPC', 120, [15], 'open', 'open'],
  [1012, 'Glowberry Beauty', 'Glowberry Cosmetics Pvt Ltd', 'https://www.glowberry.in/', 'CPS', 1200, [4], 'open', 'approved'],
  [1013, 'Zippy Cabs', 'Zippy Mobility Pvt Ltd', 'https://m.zippycabs.in/', 'CPI - Android', 4500, [5, 11], 'not_applied', 'pending'],
  [1014, 'Ghumakkad Travels', 'Ghumakkad Holidays Pvt Ltd', 'https://www.ghumakkadtravels.com/', 'CPS', 400, [5], 'approved', 'open'],
  [1015, 'TiffinTown', 'TiffinTown Foods Pvt Ltd', 'https://m.tiffintown.in/', 'CPS', 800, [10], 'open', 'open'],
  [1016, 'MintLeaf Pharmacy', 'MintLeaf Health Pvt Ltd', 'https://www.mintleafpharmacy.in/', 'CPS', 650, [8], 'approved', 'not_applied'],
  [1017, 'Bachpan Toys', 'Bachpan Playthings LLP', 'https://www.bachpantoys.in/', 'CPS', 900, [12], 'open', 'open'],
  [1018, 'CoinCanopy', 'CoinCanopy Investments Pvt Ltd', 'https://www.coincanopy.in/', 'CPL', 18000, [6], 'pending', 'not_applied'],
  [1019, 'PixelPlay Games', 'PixelPlay Studios Pvt Ltd', 'https://www.pixelplaygames.com/', 'CPI - Windows', 3000, [11], 'open', 'approved'],
  [1020, 'RangRez Jewels', 'RangRez Jewellers Pvt Ltd', 'https://www.rangrezjewels.in/', 'CPS', 450, [14], 'not_applied', 'approved'],
  [1021, 'FitFauji', 'FitFauji Wellness Pvt Ltd', 'https://m.fitfauji.in/', 'CPI - IOS', 6000, [8, 11], 'not_applied', 'open'],
  [1022, 'SwiftPay Wallet', 'SwiftPay Payments Pvt Ltd', 'https://www.swiftpaywallet.in/', 'CPI - Android', 5000, [6, 11], 'blocked', 'not_applied'],
  [1023, 'UrbanNest Furnishing', 'UrbanNest Homes Pvt Ltd', 'https://www.urbannestfurnishing.co.in/', 'CPS', 750, [7], 'open', 'open'],
  [1024, 'EduSpark Academy', 'EduSpark Learning Pvt Ltd', 'https://www.eduspark.academy/', 'CPL', 9000, [9], 'approved', 'pending'],
  [1025, 'Kitab Khana', 'Kitab Khana Stores', 'https://www.kitabkhana.store/', 'CPS', 550, [9], 'not_applied', 'not_applied'],
  [1026, 'ShutterLane Cameras', 'ShutterLane Imaging Pvt Ltd', 'https://www.shutterlane.in/', 'CPS', 300, [2], 'rejected:200', 'open'],
  [1027, 'DesiKart Wholesale', 'DesiKart Trading Co', 'https://www.desikart.shop/', 'CPS', 250, [3], 'blocked', 'blocked'],
  [1028, 'Sunday Sneakers', 'Sunday Footwear Pvt Ltd', 'https://m.sundaysneakers.in/', 'CPS', 1000, [1, 13], 'open', 'open'],
  [1029, 'HomeChef Appliances', 'HomeChef Appliances Pvt Ltd', 'https://www.homechefappliances.in/', 'CPS', 500, [7, 2], 'approved', 'approved'],
  [1030, 'Meghdoot Insurance', 'Meghdoot Insurance Brokers Pvt Ltd', 'https://www.meghdootinsure.in/', 'CPL', 30000, [6], 'not_applied', 'blocked'],
  [1031, 'Tarang Music', 'Tarang Musical Instruments', 'https://shop.tarangmusic.in/', 'CPS', 600, [2, 15], 'open', 'open'],
  [1032, 'BabyBloom', 'BabyBloom Care Pvt Ltd', 'https://www.babybloom.in/', 'CPS', 850, [12], 'pending', 'approved'],
  [1033, 'Petals & Pots', 'Petals and Pots Gardening LLP', 'https://www.petalsandpots.in/', 'CPS', 1200, [7], 'open', 'not_applied'],
  [1034, 'CricZone Live', 'CricZone Sports Media Pvt Ltd', 'https://m.criczone.in/', 'CPC', 90, [13, 15], 'approved', 'approved'],
  [1035, 'Drishti Opticals', 'Drishti Eyecare Pvt Ltd', 'https://www.drishtiopticals.in/', 'CPS', 1000, [8], 'not_applied', 'open'],
  [1036, 'WanderStay Hotels', 'WanderStay Hospitality Pvt Ltd', 'https://www.wanderstay.in/', 'CPS', 500, [5], 'rejected:10', 'approved'],
  [1037, 'LearnLoop', 'LearnLoop Edtech Pvt Ltd', 'https://m.learnloop.in/', 'CPI - Android', 3500, [9, 11], 'open', 'open'],
  [1038, 'Ludo Legends', 'Ludo Legends Games Pvt Ltd', 'https://www.ludolegends.in/', 'CPI - IOS', 4000, [11], 'pending', 'pending'],
  [1039, 'GadgetGully', 'GadgetGully Retail Pvt Ltd', 'https://www.gadgetgully.in/', 'CPS', 400, [2], 'open', 'open'],
  [1040, 'Khadi Kraft', 'Khadi Kraft Collective', 'https://www.khadikraft.in/', 'CPS', 1000, [1], 'approved', 'approved'],
  [1041, 'FreshCatch Seafood', 'FreshCatch Marine Foods Pvt Ltd', 'https://www.freshcatch.in/', 'CPS', 700, [3, 10], 'not_applied', 'not_applied'],
  [1042, 'StreamVerse OTT', 'StreamVerse Entertainment Pvt Ltd', 'https://www.streamverse.tv/', 'CPL', 6000, [15], 'open', 'approved'],
  [1043, 'QuickFix Home Services', 'QuickFix Services Pvt Ltd', 'https://www.quickfixhome.in/', 'CPL', 12000, [15, 7], 'blocked', 'not_applied'],
  [1044, 'Ayur Aangan', 'Ayur Aangan Herbals LLP', 'https://www.ayuraangan.in/', 'CPS', 1500, [8, 4], 'approved', 'open'],
  [1045, 'MotoMitra Spares', 'MotoMitra Auto Parts Pvt Ltd', 'https://www.motomitra.in/', 'CPS', 500, [15], 'not_applied', 'approved'],
  [1046, 'TapTap Recharge', 'TapTap Payments Pvt Ltd', 'https://m.taptaprecharge.in/', 'CPC', 60, [15, 6], 'open', 'open'],
  [1047, 'Silverline Watches', 'Silverline Timepieces Pvt Ltd', 'https://www.silverlinewatches.com/', 'CPS', 600, [14], 'not_applied', 'open', 'paused'],
  [1048, 'Bindaas Bags', 'Bindaas Accessories LLP', 'https://www.bindaasbags.in/', 'CPS', 900, [1], 'not_applied', 'open'],
  [1049, 'AdSprout Surveys', 'AdSprout Research Pvt Ltd', 'https://www.adsprout.in/', 'CPC', 150, [15], 'blocked', 'open'],
  [1050, 'Rasoi Ready', 'Rasoi Ready Kitchens Pvt Ltd', 'https://www.rasoiready.in/', 'CPS', 800, [10, 3], 'open', 'open'],
];

/** Campaigns shipped to more than India. */
const INTERNATIONAL = new Set([1002, 1012, 1014, 1019, 1028, 1036, 1037, 1042, 1044]);

export const MERCHANTS: MerchantSeed[] = ROWS.map(
  ([id, name, merchant, url, type, payout, categories, inr, usd, status]) => ({
    id,
    name,
    merchant,
    url,
    type,
    payout,
    categories,
    inr,
    usd,
    status: status ?? 'active',
    featured: [1001, 1002, 1015, 1028, 1039].includes(id),
    countries: INTERNATIONAL.has(id) ? [99, 226, 225, 224, 192] : [99],
  }),
);
