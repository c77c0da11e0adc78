import type { ResearchIndustry } from '@/shared/research'

/**
 * The bundled sample set (docs/decisions/018): a dozen businesses per research industry in
 * Lexington, Louisville and Frankfort, for a run that cannot reach any places source. They are
 * plausible but fictional: every name and street is made up, websites and e-mail addresses are
 * on the reserved .example domain, and phone numbers are in the 555-01xx range kept for fiction.
 * Every company stored from here is marked `sample` and sourced 'Sample data (offline)'.
 */

export type SampleBusiness = {
  slug: string
  name: string
  industry: ResearchIndustry
  category: string
  street: string
  city: 'Lexington' | 'Louisville' | 'Frankfort'
  phone: string | null
  /** The .example site, when it has one. */
  website: boolean
  email: boolean
}

type Row = [name: string, street: string, city: SampleBusiness['city'], category: string, phone: string | null, website: boolean, email: boolean]

const rows: Record<ResearchIndustry, Row[]> = {
  'Professional Services': [
    ['Paddock Row Law Group', '410 Paddock Row', 'Lexington', 'lawyer', '(859) 555-0101', true, true],
    ['Limestone Ledger Accounting', '88 Ledger Lane', 'Lexington', 'accountant', '(859) 555-0102', true, true],
    ['Chevy Chase Insurance Partners', '1220 Fictional Ave', 'Lexington', 'insurance', '(859) 555-0103', true, false],
    ['Bluegrass Tax Desk', '35 Sample St', 'Lexington', 'tax_advisor', '(859) 555-0104', false, false],
    ['Hamburg Pike Architects', '760 Drafting Ct', 'Lexington', 'architect', null, true, true],
    ['Kentucky Clearview Consulting', '19 Example Plaza', 'Lexington', 'consulting', '(859) 555-0106', true, true],
    ['Riverbend Legal Associates', '500 Riverbend Way', 'Louisville', 'lawyer', '(502) 555-0107', true, true],
    ['Derby City Bookkeeping Co.', '214 Ledger Row', 'Louisville', 'accountant', '(502) 555-0108', true, false],
    ['Falls City Financial Planning', '930 Placeholder Blvd', 'Louisville', 'financial_advisor', '(502) 555-0109', true, true],
    ['Cardinal Byte IT Services', '61 Circuit Ln', 'Louisville', 'it', '(502) 555-0110', true, true],
    ['Capitol Square Law Office', '12 Statehouse Walk', 'Frankfort', 'lawyer', '(502) 555-0111', false, true],
    ['Frankfort Ledger & Tax', '301 Sample Ridge Rd', 'Frankfort', 'accountant', '(502) 555-0112', true, false],
  ],
  'Logistics Warehousing': [
    ['Blue Ridge Freight Hub', '2400 Depot Dr', 'Lexington', 'warehouse', '(859) 555-0121', true, true],
    ['Fayette Crossdock Logistics', '1800 Loading Way', 'Lexington', 'logistics', '(859) 555-0122', true, false],
    ['Commonwealth Pallet Storage', '95 Forklift Ct', 'Lexington', 'warehouse', null, false, false],
    ['Iron Works Moving & Storage', '410 Example Pike', 'Lexington', 'moving_company', '(859) 555-0124', true, true],
    ['Newtown Self Storage', '77 Locker Ln', 'Lexington', 'storage_rental', '(859) 555-0125', true, false],
    ['Keeneland Parcel Services', '650 Sample Industrial Pkwy', 'Lexington', 'logistics', '(859) 555-0126', true, true],
    ['Ohio River Distribution Center', '5100 Riverport Example Rd', 'Louisville', 'warehouse', '(502) 555-0127', true, true],
    ['Gateway Air Cargo Logistics', '3300 Runway Loop', 'Louisville', 'logistics', '(502) 555-0128', true, false],
    ['Preston Fulfillment Co.', '860 Packing Pl', 'Louisville', 'warehouse', '(502) 555-0129', true, true],
    ['Bardstown Road Movers', '1450 Placeholder Rd', 'Louisville', 'moving_company', null, true, false],
    ['Capital City Cold Storage', '220 Icehouse Way', 'Frankfort', 'warehouse', '(502) 555-0131', false, false],
    ['Benson Creek Logistics', '18 Benson Example Dr', 'Frankfort', 'logistics', '(502) 555-0132', true, true],
  ],
  'Retail Ecommerce': [
    ['Thoroughbred Outfitters', '301 Sample Main St', 'Lexington', 'clothes', '(859) 555-0141', true, true],
    ['Red Mile Hardware', '1010 Example Ave', 'Lexington', 'hardware', '(859) 555-0142', true, false],
    ['Bluegrass Bookshop & Cafe', '45 Chapter Ln', 'Lexington', 'books', '(859) 555-0143', true, true],
    ['Southland Cycle Works', '230 Pedal Pl', 'Lexington', 'bicycle', null, true, false],
    ['Tates Creek Home Goods', '780 Fictional Blvd', 'Lexington', 'furniture', '(859) 555-0145', true, true],
    ['Kentucky Maker Market', '12 Artisan Row', 'Lexington', 'gift', '(859) 555-0146', false, false],
    ['NuLu Vintage Supply', '615 Placeholder St', 'Louisville', 'second_hand', '(502) 555-0147', true, true],
    ['Highlands Green Grocer', '1900 Sample Bardstown Rd', 'Louisville', 'greengrocer', '(502) 555-0148', true, false],
    ['Derby Day Hat Studio', '402 Millinery Way', 'Louisville', 'clothes', '(502) 555-0149', true, true],
    ['Crescent Hill Pet Supply', '2750 Example Frankfort Ave', 'Louisville', 'pet', '(502) 555-0150', true, true],
    ['Capital Plaza Books', '8 Reading Ct', 'Frankfort', 'books', '(502) 555-0151', false, true],
    ['Kentucky River Outdoor Co.', '140 Paddle Dr', 'Frankfort', 'outdoor', '(502) 555-0152', true, false],
  ],
  'Equine Industry': [
    ['Willow Bend Thoroughbred Farm', '5000 Sample Pike', 'Lexington', 'farmyard', '(859) 555-0161', true, true],
    ['Iron Horse Farrier Service', '22 Anvil Ln', 'Lexington', 'farrier', '(859) 555-0162', false, false],
    ['Ironworks Riding Academy', '3100 Example Pike', 'Lexington', 'horse_riding', '(859) 555-0163', true, true],
    ['Bluegrass Equine Veterinary Clinic', '870 Fictional Rd', 'Lexington', 'veterinary', '(859) 555-0164', true, true],
    ['Stirrup & Saddle Tack Shop', '150 Bridle Way', 'Lexington', 'equestrian', '(859) 555-0165', true, false],
    ['Maple Hill Boarding Stables', '4200 Placeholder Pike', 'Lexington', 'animal_boarding', null, true, true],
    ['Derby Downs Training Center', '2600 Homestretch Dr', 'Louisville', 'horse_riding', '(502) 555-0167', true, true],
    ['Riverside Equine Hospital', '1300 Sample River Rd', 'Louisville', 'veterinary', '(502) 555-0168', true, false],
    ['Oak Fence Saddlery', '77 Leather Ct', 'Louisville', 'saddler', '(502) 555-0169', false, false],
    ['Floyds Fork Horse Boarding', '9900 Example Ln', 'Louisville', 'animal_boarding', '(502) 555-0170', true, true],
    ['Capital Stud Farm', '1500 Paddock Example Rd', 'Frankfort', 'farmyard', '(502) 555-0171', true, true],
    ['Elkhorn Creek Riding Center', '640 Trail Ride Way', 'Frankfort', 'horse_riding', '(502) 555-0172', false, true],
  ],
  Restaurants: [
    ['Paddock Row Bistro', '120 Sample Main St', 'Lexington', 'restaurant', '(859) 555-0181', true, true],
    ['Limestone Street Smokehouse', '455 Example Limestone', 'Lexington', 'restaurant', '(859) 555-0182', true, false],
    ['Bourbon Barrel Kitchen', '300 Cask Ct', 'Lexington', 'restaurant', '(859) 555-0183', true, true],
    ['Chevy Chase Coffee House', '812 Fictional Ave', 'Lexington', 'cafe', '(859) 555-0184', true, false],
    ['Winner Circle Burgers', '1600 Placeholder Rd', 'Lexington', 'fast_food', '(859) 555-0185', false, false],
    ['Bluegrass Brunch Co.', '75 Griddle Way', 'Lexington', 'restaurant', null, true, true],
    ['Riverfront Fish House', '200 Sample Waterfront', 'Louisville', 'restaurant', '(502) 555-0187', true, true],
    ['NuLu Noodle Bar', '733 Example Market St', 'Louisville', 'restaurant', '(502) 555-0188', true, false],
    ['Derby City Hot Brown Diner', '1234 Placeholder Blvd', 'Louisville', 'restaurant', '(502) 555-0189', true, true],
    ['Highlands Espresso Lab', '1701 Sample Bardstown Rd', 'Louisville', 'cafe', '(502) 555-0190', false, false],
    ['Capitol Grill & Tavern', '230 Example Broadway', 'Frankfort', 'restaurant', '(502) 555-0191', true, true],
    ['Kentucky River Cafe', '19 Landing Ln', 'Frankfort', 'cafe', '(502) 555-0192', true, false],
  ],
}

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

export const sampleBusinesses: readonly SampleBusiness[] = Object.entries(rows).flatMap(([industry, list]) =>
  list.map(([name, street, city, category, phone, website, email]) => ({
    slug: slugOf(name),
    name,
    industry: industry as ResearchIndustry,
    category,
    street,
    city,
    phone,
    website,
    email,
  })),
)
