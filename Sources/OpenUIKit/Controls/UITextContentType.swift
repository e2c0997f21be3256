import Foundation

/// What a text input holds, so the system can offer to fill it (kept for the app and its tests
/// to read; OpenUIKit has no AutoFill).
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let name = UITextContentType("name")
    public static let namePrefix = UITextContentType("name-prefix")
    public static let givenName = UITextContentType("given-name")
    public static let middleName = UITextContentType("additional-name")
    public static let familyName = UITextContentType("family-name")
    public static let nameSuffix = UITextContentType("name-suffix")
    public static let nickname = UITextContentType("nickname")
    public static let jobTitle = UITextContentType("organization-title")
    public static let organizationName = UITextContentType("organization")
    public static let location = UITextContentType("location")
    public static let fullStreetAddress = UITextContentType("street-address")
    public static let streetAddressLine1 = UITextContentType("address-line1")
    public static let streetAddressLine2 = UITextContentType("address-line2")
    public static let addressCity = UITextContentType("address-level2")
    public static let addressState = UITextContentType("address-level1")
    public static let addressCityAndState = UITextContentType("address-level1+2")
    public static let sublocality = UITextContentType("address-level3")
    public static let countryName = UITextContentType("country-name")
    public static let postalCode = UITextContentType("postal-code")
    public static let telephoneNumber = UITextContentType("tel")
    public static let emailAddress = UITextContentType("email")
    public static let URL = UITextContentType("url")
    public static let creditCardNumber = UITextContentType("cc-number")
    public static let username = UITextContentType("username")
    public static let password = UITextContentType("password")
    public static let newPassword = UITextContentType("new-password")
    public static let oneTimeCode = UITextContentType("one-time-code")
    public static let shipmentTrackingNumber = UITextContentType("shipment-tracking-number")
    public static let flightNumber = UITextContentType("flight-number")
    public static let dateTime = UITextContentType("date-time")
    public static let birthdate = UITextContentType("bday")

    /// The type a storyboard names (`textContentType="username"`, `"new-password"`, or the
    /// constant's name such as `"oneTimeCode"`).
    static func named(_ name: String) -> UITextContentType {
        let byName: [String: UITextContentType] = [
            "name": .name, "namePrefix": .namePrefix, "givenName": .givenName, "middleName": .middleName,
            "familyName": .familyName, "nameSuffix": .nameSuffix, "nickname": .nickname, "jobTitle": .jobTitle,
            "organizationName": .organizationName, "location": .location, "fullStreetAddress": .fullStreetAddress,
            "streetAddressLine1": .streetAddressLine1, "streetAddressLine2": .streetAddressLine2, "addressCity": .addressCity,
            "addressState": .addressState, "addressCityAndState": .addressCityAndState, "sublocality": .sublocality,
            "countryName": .countryName, "postalCode": .postalCode, "telephoneNumber": .telephoneNumber,
            "emailAddress": .emailAddress, "URL": .URL, "url": .URL, "creditCardNumber": .creditCardNumber,
            "username": .username, "password": .password, "newPassword": .newPassword, "new-password": .newPassword,
            "oneTimeCode": .oneTimeCode, "one-time-code": .oneTimeCode,
        ]
        return byName[name] ?? UITextContentType(name)
    }
}

/// Spell checking while typing (kept; no keyboard is shown).
public enum UITextSpellCheckingType: Int, Sendable {
    case `default`, no, yes
}
