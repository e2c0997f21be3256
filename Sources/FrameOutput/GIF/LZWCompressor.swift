import Foundation
import OpenCoreGraphics

/// GIF's variant of LZW: variable-width codes (from `minimumCodeSize + 1` up to 12 bits) packed
/// least-significant bit first, a clear code when the table is full, and an end code.
struct LZWCompressor {
    private let minimumCodeSize: Int
    private let clearCode: Int
    private let endCode: Int

    /// - Parameter minimumCodeSize: bits per index (2...8); GIF writes it before the data.
    init(minimumCodeSize: Int) {
        precondition((2...8).contains(minimumCodeSize), "GIF minimum code size must be 2...8")
        self.minimumCodeSize = minimumCodeSize
        clearCode = 1 << minimumCodeSize
        endCode = clearCode + 1
    }

    /// Compresses `indices` (each below 2^minimumCodeSize) into the packed code stream.
    func compress(_ indices: [UInt8]) -> [UInt8] {
        var writer = BitWriter()
        // The table maps (prefix code, next index) → code; a flat array indexed by
        // prefix × 256 + index, with 0 meaning "absent" (code 0 is never a prefix's successor).
        var table = [UInt16](repeating: 0, count: 4096 * 256)
        var usedSlots: [Int] = []
        usedSlots.reserveCapacity(4096)
        var codeSize = minimumCodeSize + 1
        // The code of the most recent table entry (the same bookkeeping as Go's compress/lzw
        // writer): widen when it reaches 2^codeSize, start over when it reaches 4095.
        var highestCode = endCode
        writer.write(clearCode, bits: codeSize)
        guard var prefix = indices.first.map(Int.init) else {
            writer.write(endCode, bits: codeSize)
            return writer.finish()
        }
        for index in indices.dropFirst() {
            let slot = prefix << 8 | Int(index)
            let existing = table[slot]
            if existing != 0 {
                prefix = Int(existing)
                continue
            }
            writer.write(prefix, bits: codeSize)
            highestCode += 1
            if highestCode == 1 << codeSize { codeSize += 1 }
            if highestCode == 4095 {
                writer.write(clearCode, bits: codeSize)
                for used in usedSlots { table[used] = 0 }
                usedSlots.removeAll(keepingCapacity: true)
                codeSize = minimumCodeSize + 1
                highestCode = endCode
            } else {
                table[slot] = UInt16(highestCode)
                usedSlots.append(slot)
            }
            prefix = Int(index)
        }
        writer.write(prefix, bits: codeSize)
        writer.write(endCode, bits: codeSize)
        return writer.finish()
    }
}

/// Packs codes of varying widths, least-significant bit first.
private struct BitWriter {
    private var bytes: [UInt8] = []
    private var accumulator: UInt32 = 0
    private var count = 0

    mutating func write(_ code: Int, bits: Int) {
        accumulator |= UInt32(code) << UInt32(count)
        count += bits
        while count >= 8 {
            bytes.append(UInt8(accumulator & 0xFF))
            accumulator >>= 8
            count -= 8
        }
    }

    mutating func finish() -> [UInt8] {
        if count > 0 { bytes.append(UInt8(accumulator & 0xFF)) }
        return bytes
    }
}
