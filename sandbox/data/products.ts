// Product names per campaign category, for transactions, offers and merchant pages.

const PRODUCTS: Record<number, string[]> = {
  1: ['Cotton Kurta Set', 'Slim Fit Denim Jeans', 'Linen Shirt', 'Banarasi Silk Saree', 'Printed Maxi Dress'],
  2: [
    'Wireless Earbuds Pro',
    'Smartwatch Active 2',
    '55-inch 4K Smart TV',
    'Power Bank 20000mAh',
    'Mirrorless Camera Kit',
  ],
  3: [
    'Basmati Rice 5 kg',
    'Cold-Pressed Mustard Oil 1 L',
    'Organic Toor Dal 2 kg',
    'Monthly Staples Box',
    'Assam Tea 500 g',
  ],
  4: ['Vitamin C Face Serum', 'Matte Lipstick Trio', 'Kumkumadi Night Oil', 'Sunscreen SPF 50', 'Hair Spa Kit'],
  5: [
    'Goa Weekend Package',
    'Delhi-Mumbai Flight',
    'Jaipur Heritage Stay',
    'Kerala Houseboat Night',
    'Manali Bus Ticket',
  ],
  6: [
    'Personal Loan Application',
    'Credit Card Sign-up',
    'Demat Account Opening',
    'Term Insurance Lead',
    'Gold SIP Sign-up',
  ],
  7: [
    'Non-Stick Cookware Set',
    'Cotton Bedsheet Double',
    'Mixer Grinder 750 W',
    'Ceramic Dinner Set',
    'Blackout Curtains',
  ],
  8: ['Ashwagandha Capsules', 'Whey Protein 1 kg', 'Digital BP Monitor', 'Yoga Mat 6 mm', 'Blue-Cut Spectacles'],
  9: ['NEET Prep Course', 'Bestseller Novel Bundle', 'Kids Story Books Set', 'Python Bootcamp', 'UPSC Notes Pack'],
  10: ['Family Thali Combo', 'Biryani Feast for 4', 'Weekly Tiffin Plan', 'Healthy Salad Box', 'Festive Sweets Hamper'],
  11: ['App Install', 'Premium Game Pass', 'In-app Coins Pack', 'Puzzle Game Install', 'Fitness App Trial'],
  12: ['Baby Diaper Pack', 'Wooden Stacking Toy', 'Kids Rain Jacket', 'Baby Care Hamper', 'Building Blocks Set'],
  13: [
    'Running Shoes',
    'Trekking Backpack 45 L',
    'Cricket Bat English Willow',
    'Badminton Racquet Pair',
    'Camping Tent 3P',
  ],
  14: [
    'Gold-Plated Jhumkas',
    'Silver Anklet Pair',
    'Analog Steel Watch',
    'Kundan Necklace Set',
    'Diamond Stud Earrings',
  ],
  15: ['Annual Subscription', 'Home Deep Cleaning', 'Mobile Recharge', 'Bike Service Package', 'Premium Plan Upgrade'],
};

export function productsFor(categoryId: number): string[] {
  return PRODUCTS[categoryId] ?? PRODUCTS[15]!;
}
