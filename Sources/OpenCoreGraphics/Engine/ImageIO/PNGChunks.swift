import Foundation

/// PNG's container: the signature, then chunks of `length · type · data · CRC-32` (PNG
/// specification, 3rd edition, §5). APNG files are written and read at this level, because
/// libpng without the APNG patch (Debian's) knows only the chunks of a still image.
enum PNGChunks {
    /// One chunk: its four-letter type and its data.
    struct Chunk: Equatable {
        var type: String
        var data: Data

        init(_ type: String, _ data: Data) {
            self.type = type
            self.data = data
        }
    }

    /// The eight bytes every PNG file starts with.
    static let signature = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])

    /// The chunks of a PNG file in order; `nil` when the data is not PNG, a chunk runs past the
    /// end or its CRC does not match (the reason is in `problem`).
    static func read(_ file: Data, problem: inout String) -> [Chunk]? {
        let bytes = [UInt8](file)
        guard bytes.count >= 8, Data(bytes[0..<8]) == signature else {
            problem = "not a PNG file (no PNG signature)"
            return nil
        }
        var chunks: [Chunk] = []
        var offset = 8
        while offset < bytes.count {
            guard offset + 12 <= bytes.count else {
                problem = "a chunk header at byte \(offset) runs past the end of the file"
                return nil
            }
            let length = Int(bigEndian32(bytes, at: offset))
            guard length <= bytes.count - offset - 12 else {
                problem = "a chunk of \(length) bytes at byte \(offset) runs past the end of the file"
                return nil
            }
            let typeBytes = bytes[(offset + 4)..<(offset + 8)]
            guard typeBytes.allSatisfy({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }) else {
                problem = "the chunk at byte \(offset) has no valid type"
                return nil
            }
            let type = String(decoding: typeBytes, as: UTF8.self)
            let body = Array(bytes[(offset + 8)..<(offset + 8 + length)])
            let stored = bigEndian32(bytes, at: offset + 8 + length)
            guard stored == CRC32.checksum(Array(typeBytes) + body) else {
                problem = "chunk \(type) at byte \(offset) is damaged (its CRC does not match)"
                return nil
            }
            chunks.append(Chunk(type, Data(body)))
            offset += 12 + length
            if type == "IEND" { break }
        }
        return chunks
    }

    /// A PNG file made of `chunks` (the signature first).
    static func write(_ chunks: [Chunk]) -> Data {
        var file = signature
        for chunk in chunks {
            let type = Array(chunk.type.utf8)
            let body = [UInt8](chunk.data)
            file.append(contentsOf: bigEndianBytes(UInt32(body.count)))
            file.append(contentsOf: type)
            file.append(contentsOf: body)
            file.append(contentsOf: bigEndianBytes(CRC32.checksum(type + body)))
        }
        return file
    }

    /// An `iTXt` chunk's data: UTF-8 text, uncompressed, under `keyword` (1–79 Latin-1 letters).
    static func internationalText(keyword: String, text: String) -> Data {
        var data = Data(keyword.utf8)
        data.append(contentsOf: [0, 0, 0, 0, 0]) // keyword end, not compressed, method 0, no language, no translation
        data.append(contentsOf: Array(text.utf8))
        return data
    }

    /// The keyword and text of an uncompressed `iTXt` chunk's data; `nil` for anything else.
    static func readInternationalText(_ data: Data) -> (keyword: String, text: String)? {
        let bytes = [UInt8](data)
        guard let keywordEnd = bytes.firstIndex(of: 0), keywordEnd + 2 < bytes.count, bytes[keywordEnd + 1] == 0 else { return nil }
        var index = keywordEnd + 3
        for _ in 0..<2 { // language tag, translated keyword
            guard let end = bytes[index...].firstIndex(of: 0) else { return nil }
            index = end + 1
        }
        return (String(decoding: bytes[..<keywordEnd], as: UTF8.self), String(decoding: bytes[index...], as: UTF8.self))
    }

    static func bigEndian32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
    }

    static func bigEndianBytes(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    static func bigEndianBytes(_ value: UInt16) -> [UInt8] {
        [UInt8(value >> 8), UInt8(value & 0xFF)]
    }
}

/// The CRC-32 PNG (and zlib, gzip) uses: polynomial 0xEDB88320, reflected, inverted.
enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { entry in
        var value = UInt32(entry)
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        bytes.withUnsafeBufferPointer { buffer in
            table.withUnsafeBufferPointer { table in
                for byte in buffer { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
            }
        }
        return crc ^ 0xFFFF_FFFF
    }
}
