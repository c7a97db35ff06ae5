import type { EmailTexts } from './en.ts';

/** MedShelf's emails in Hindi. */
export const hindi: EmailTexts = {
  linkFallback: 'अगर बटन काम न करे, तो यह लिंक खोलें:',
  verification: {
    subject: 'MedShelf के लिए अपना ईमेल verify करें',
    greeting: 'MedShelf में आपका स्वागत है!',
    body: 'कृपया पुष्टि करें कि यह आपका ईमेल पता है, ताकि आप साइन इन कर सकें, slides अपलोड कर सकें और playlists रख सकें।',
    action: 'मेरा ईमेल verify करें',
    footnote: 'यह लिंक 24 घंटे तक काम करेगा। अगर आपने MedShelf खाता नहीं बनाया है, तो इस ईमेल को अनदेखा कर सकते हैं।',
  },
  resetPassword: {
    subject: 'अपना MedShelf पासवर्ड रीसेट करें',
    greeting: 'नमस्ते,',
    body: 'किसी ने (उम्मीद है आपने) आपके MedShelf खाते का पासवर्ड रीसेट करने को कहा है। यहाँ नया पासवर्ड चुनें:',
    action: 'नया पासवर्ड चुनें',
    footnote:
      'यह लिंक एक घंटे तक काम करेगा और बाकी सभी जगहों से आपको साइन आउट कर देगा। अगर आपने यह नहीं माँगा था, तो इस ईमेल को अनदेखा करें: आपका पासवर्ड वही रहेगा।',
  },
  digest: {
    subject: (count: number) =>
      count === 1
        ? 'MedShelf पर नया: आपके फ़ॉलो किए लोगों का 1 deck'
        : `MedShelf पर नया: आपके फ़ॉलो किए लोगों के ${count} decks`,
    intro: 'इस हफ़्ते आपके फ़ॉलो किए लोगों ने MedShelf पर यह साझा किया।',
    more: (count: number) => `और MedShelf पर ${count} और decks`,
    unsubscribe: 'इस साप्ताहिक ईमेल से सदस्यता हटाएँ',
  },
};
