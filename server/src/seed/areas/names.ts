/*
 * Word lists for the people area's demo data (customers, guests, messages).
 */

export const FIRST_NAMES = [
  "Olivia", "Liam", "Emma", "Noah", "Amelia", "Oliver", "Ava", "Elijah", "Sophia", "Lucas",
  "Mia", "Mateo", "Isabella", "Leo", "Charlotte", "Ethan", "Aisha", "Omar", "Fatima", "Yusuf",
  "Hana", "Kenji", "Yuki", "Sakura", "Priya", "Arjun", "Ananya", "Rohan", "Chloe", "Lukas",
  "Lena", "Jonas", "Giulia", "Marco", "Sofia", "Pablo", "Lucia", "Hugo", "Camille", "Louis",
  "Nadia", "Tariq", "Zara", "Ibrahim", "Maya", "Daniel", "Grace", "Samuel", "Ella", "Henry",
];

export const LAST_NAMES = [
  "Smith", "Johnson", "Brown", "Garcia", "Miller", "Davis", "Martinez", "Lopez", "Wilson", "Anderson",
  "Khan", "Rahman", "Ahmed", "Hossain", "Tanaka", "Suzuki", "Sato", "Patel", "Sharma", "Gupta",
  "Müller", "Schmidt", "Schneider", "Fischer", "Rossi", "Russo", "Bianchi", "Fernández", "González", "Martin",
  "Bernard", "Dubois", "Moreau", "Jansen", "de Vries", "Nowak", "Kowalski", "Novak", "Silva", "Santos",
];

/** Country code, a few cities with their state and a zip pattern (# = digit), and the phone prefix. */
export const COUNTRIES: Array<{ code: string; cities: Array<[string, string | null]>; zip: string; phone: string }> = [
  { code: "US", cities: [["New York", "NY"], ["Austin", "TX"], ["Seattle", "WA"], ["Chicago", "IL"]], zip: "#####", phone: "+1" },
  { code: "GB", cities: [["London", null], ["Manchester", null], ["Leeds", null]], zip: "SW# #AB", phone: "+44" },
  { code: "DE", cities: [["Berlin", "BE"], ["Hamburg", "HH"], ["Munich", "BY"]], zip: "#####", phone: "+49" },
  { code: "FR", cities: [["Paris", null], ["Lyon", null], ["Marseille", null]], zip: "#####", phone: "+33" },
  { code: "IT", cities: [["Rome", "RM"], ["Milan", "MI"], ["Turin", "TO"]], zip: "#####", phone: "+39" },
  { code: "ES", cities: [["Madrid", "M"], ["Barcelona", "B"], ["Valencia", "V"]], zip: "#####", phone: "+34" },
  { code: "NL", cities: [["Amsterdam", "NH"], ["Utrecht", "UT"], ["Rotterdam", "ZH"]], zip: "#### AB", phone: "+31" },
  { code: "CA", cities: [["Toronto", "ON"], ["Vancouver", "BC"], ["Montreal", "QC"]], zip: "A#A #A#", phone: "+1" },
  { code: "AU", cities: [["Sydney", "NSW"], ["Melbourne", "VIC"], ["Perth", "WA"]], zip: "####", phone: "+61" },
  { code: "IN", cities: [["Mumbai", "MH"], ["Bengaluru", "KA"], ["Delhi", "DL"]], zip: "######", phone: "+91" },
  { code: "BD", cities: [["Dhaka", null], ["Chittagong", null], ["Sylhet", null]], zip: "####", phone: "+880" },
  { code: "JP", cities: [["Tokyo", "13"], ["Osaka", "27"], ["Kyoto", "26"]], zip: "###-####", phone: "+81" },
];

export const STREETS = ["Main Street", "High Street", "Park Avenue", "Station Road", "Church Lane", "Mill Road", "King Street", "Garden Way", "Lake View", "River Road", "Elm Street", "Market Square"];

export const MAIL_DOMAINS = ["example.com", "example.org", "example.net", "mail.example.com", "shop.example"];
